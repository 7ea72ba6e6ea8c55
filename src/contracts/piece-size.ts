/** A piece's real size, in millimetres: a board's or plate's face, or a mug's wrap area. */
export interface PieceSize {
  widthMm: number;
  heightMm: number;
}

/**
 * The sizes a production file may be drawn at. Nothing the workshop personalises is under 1 cm
 * a side (a size of 1e-300 mm once passed "above 0" and gave a 0 x 0 mm file); 3 m is past the
 * largest board a cutter takes.
 */
export const PIECE_SIZE_MM = { min: 10, max: 3000 } as const;

export const isMakeableSize = (size: PieceSize): boolean =>
  [size.widthMm, size.heightMm].every((mm) => mm >= PIECE_SIZE_MM.min && mm <= PIECE_SIZE_MM.max);
