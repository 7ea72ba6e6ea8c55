import { describe, expect, it } from 'vitest';
import { indianWhatsappNumber, whatsappNumber, whatsappUrl } from './wa-me';

describe('wa.me links', () => {
  it('prefixes 91 to a 10-digit Indian mobile for WhatsApp', () => {
    expect(whatsappNumber('9876543210')).toBe('919876543210');
    expect(whatsappNumber('+91 98765 43210')).toBe('919876543210');
    expect(whatsappNumber('098765 43210')).toBe('919876543210');
    expect(whatsappNumber('919876543210')).toBe('919876543210');
    expect(whatsappNumber('12')).toBeNull();
  });

  it('builds a wa.me link with the message encoded', () => {
    const url = whatsappUrl('9876543210', 'Your proof: https://shop.example/proof/abc?x=1&y=2');
    expect(url).toBe(
      'https://wa.me/919876543210?text=Your%20proof%3A%20https%3A%2F%2Fshop.example%2Fproof%2Fabc%3Fx%3D1%26y%3D2',
    );
    expect(new URL(url ?? '').searchParams.get('text')).toBe('Your proof: https://shop.example/proof/abc?x=1&y=2');
  });
});

describe('numbers the shop writes to unasked (issue 39)', () => {
  it('takes Indian mobile numbers only', () => {
    expect(indianWhatsappNumber('98765 43210')).toBe('919876543210');
    expect(indianWhatsappNumber('+91 98765 43210')).toBe('919876543210');
    // A UK and a US mobile, an Indian landline, and a number too short.
    for (const other of ['+44 7700 900123', '+1 415 555 0134', '+91 20 2612 3456', '12345678'])
      expect(indianWhatsappNumber(other)).toBeNull();
  });
});
