import { describe, expect, it } from 'vitest';
import { occluderClipPath } from './occluder-clip';

describe('the occluder cut out of a draft', () => {
  it('is the frame with the polygon as an even-odd hole', () => {
    expect(
      occluderClipPath(
        [
          [10, 20],
          [30.25, 40],
          [5, 60.04],
        ],
        1024,
      ),
    ).toBe('path(evenodd, "M0 0 H1024 V1024 H0 Z M10 20 L30.3 40 L5 60 Z")');
  });

  it('cuts nothing without a polygon', () => {
    expect(occluderClipPath(undefined, 1024)).toBeUndefined();
    expect(
      occluderClipPath(
        [
          [1, 1],
          [2, 2],
        ],
        1024,
      ),
    ).toBeUndefined();
  });
});
