import { describe, expect, it } from 'vitest';
import { failureDescription } from './generation-failure';

describe('Generation Failed toast text', () => {
  it('is fixed for name boards and kids products', () => {
    expect(failureDescription('nameplate', 'Failed to generate nameplate preview')).toBe(
      'Could not generate nameplate preview. Please try again.',
    );
    expect(failureDescription('kids', null)).toBe('Could not generate kids product preview. Please try again.');
  });

  it('gives a mug the reason when there is one, else the spec text', () => {
    expect(failureDescription('mug', 'Failed to upload user image')).toBe('Failed to upload user image');
    expect(failureDescription('mug', null)).toBe('Could not generate mug preview. Please try again.');
  });
});
