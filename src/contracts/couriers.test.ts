import { describe, expect, it } from 'vitest';
import { AWB_PATTERN, courierIdOf, trackingUrl } from './couriers';

describe('tracking links', () => {
  it('puts the AWB into the courier pattern', () => {
    expect(trackingUrl('delhivery', '1234567890123')).toBe('https://www.delhivery.com/track/package/1234567890123');
    expect(trackingUrl('shiprocket', 'SR-99')).toBe('https://shiprocket.co/tracking/SR-99');
  });

  it("opens the courier's page when it has no deep link", () => {
    expect(trackingUrl('india_post', 'EE123456789IN')).toBe('https://www.indiapost.gov.in/');
  });

  it("takes the owner's https link for another courier, and nothing else", () => {
    expect(trackingUrl('other', 'X1', 'https://track.example.in/X1')).toBe('https://track.example.in/X1');
    expect(trackingUrl('other', 'X1', 'javascript:alert(1)')).toBeNull();
    expect(trackingUrl('other', 'X1', 'http://track.example.in/X1')).toBeNull();
    expect(trackingUrl('other', 'X1')).toBeNull();
  });

  it('accepts only letters, digits and dashes as an AWB', () => {
    expect(AWB_PATTERN.test('1234567890')).toBe(true);
    expect(AWB_PATTERN.test('12/../x')).toBe(false);
    expect(AWB_PATTERN.test('12 34')).toBe(false);
  });
});

describe('a courier named by a shipment', () => {
  it('is its id when the store knows it, and other otherwise', () => {
    expect(courierIdOf('shiprocket')).toBe('shiprocket');
    expect(courierIdOf('delhivery')).toBe('delhivery');
    expect(courierIdOf('manual')).toBe('other');
    expect(courierIdOf('constructor')).toBe('other');
  });
});
