import { describe, expect, it } from 'vitest';
import { fitWithin, UPLOAD_MAX_EDGE } from './downscale-photo';

describe('fitWithin', () => {
  it('shrinks a 12-megapixel phone photo to the upload edge, keeping its shape', () => {
    expect(fitWithin(4032, 3024)).toEqual({ width: UPLOAD_MAX_EDGE, height: 1536 });
    expect(fitWithin(3024, 4032)).toEqual({ width: 1536, height: UPLOAD_MAX_EDGE });
  });

  it('never enlarges a small photo', () => {
    expect(fitWithin(640, 480)).toEqual({ width: 640, height: 480 });
  });
});
