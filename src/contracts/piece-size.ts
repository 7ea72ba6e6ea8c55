/** A piece's real size, in millimetres: a board's or plate's face, or a mug's wrap area. */
export interface PieceSize {
  widthMm: number;
  heightMm: number;
}
