/**
 * The Free plan's watermark: "MOCKUP STUDIO · FREE" in a 5×7 pixel font, tiled in staggered rows over the whole
 * mockup, light ink with a dark drop shadow so it reads on white and on black products. Integer arithmetic only,
 * so the browser's download and the server's render carry the same pixels; it works band by band like the renderer.
 */

const TEXT = 'MOCKUP STUDIO · FREE   ';

/** Rows of each glyph, top to bottom, 5 bits each (bit 4 = leftmost column). */
const GLYPHS: Record<string, readonly number[]> = {
  M: [0x11, 0x1b, 0x15, 0x15, 0x11, 0x11, 0x11],
  O: [0x0e, 0x11, 0x11, 0x11, 0x11, 0x11, 0x0e],
  C: [0x0e, 0x11, 0x10, 0x10, 0x10, 0x11, 0x0e],
  K: [0x11, 0x12, 0x14, 0x18, 0x14, 0x12, 0x11],
  U: [0x11, 0x11, 0x11, 0x11, 0x11, 0x11, 0x0e],
  P: [0x1e, 0x11, 0x11, 0x1e, 0x10, 0x10, 0x10],
  S: [0x0f, 0x10, 0x10, 0x0e, 0x01, 0x01, 0x1e],
  T: [0x1f, 0x04, 0x04, 0x04, 0x04, 0x04, 0x04],
  D: [0x1e, 0x11, 0x11, 0x11, 0x11, 0x11, 0x1e],
  I: [0x0e, 0x04, 0x04, 0x04, 0x04, 0x04, 0x0e],
  F: [0x1f, 0x10, 0x10, 0x1e, 0x10, 0x10, 0x10],
  R: [0x1e, 0x11, 0x11, 0x1e, 0x14, 0x12, 0x11],
  E: [0x1f, 0x10, 0x10, 0x1e, 0x10, 0x10, 0x1f],
  '·': [0, 0, 0, 0x04, 0, 0, 0],
  ' ': [0, 0, 0, 0, 0, 0, 0],
};

/** Each character is 6 cells wide (5 + a gap); each line 16 cells tall (7 + a wide gap). */
const CHAR_CELLS = 6;
const LINE_CELLS = 16;
const LINE_WIDTH = TEXT.length * CHAR_CELLS;

/** Light ink 45 % over the picture, its shadow 35 % black, in 1/256ths. */
const INK = 115;
const SHADOW = 90;

/** One text cell's size in output pixels: the text is about the same share of any render's width. */
export const watermarkCell = (width: number) => Math.max(1, Math.floor(width / 220));

/** Whether cell (cx, cy) of the tiled text is ink: lines are staggered by half a line. */
function inked(cx: number, cy: number): boolean {
  const line = Math.floor(cy / LINE_CELLS);
  const row = cy - line * LINE_CELLS;
  if (row < 0 || row >= 7) return false;
  const shifted = cx + (line & 1) * (LINE_WIDTH >> 1);
  const col = ((shifted % LINE_WIDTH) + LINE_WIDTH) % LINE_WIDTH;
  const glyph = GLYPHS[TEXT[Math.floor(col / CHAR_CELLS)]!];
  const bit = col % CHAR_CELLS;
  return bit < 5 && glyph !== undefined && ((glyph[row]! >> (4 - bit)) & 1) === 1;
}

/**
 * Draws the watermark over rows [fromRow, toRow) of a `width`-wide RGBA picture whose first byte is row `fromRow`
 * (the whole picture: fromRow 0, toRow its height). Alpha is left as it is.
 */
export function drawWatermark(target: Uint8Array | Uint8ClampedArray, width: number, fromRow = 0, toRow = target.length / 4 / width): void {
  const cell = watermarkCell(width);
  for (let y = fromRow; y < toRow; y++) {
    const cy = Math.floor(y / cell);
    let offset = (y - fromRow) * width * 4;
    for (let x = 0; x < width; x++, offset += 4) {
      const cx = Math.floor(x / cell);
      if (inked(cx, cy)) {
        for (let k = 0; k < 3; k++) target[offset + k] = target[offset + k]! + (((255 - target[offset + k]!) * INK) >> 8);
      } else if (inked(cx - 1, cy - 1)) {
        for (let k = 0; k < 3; k++) target[offset + k] = target[offset + k]! - ((target[offset + k]! * SHADOW) >> 8);
      }
    }
  }
}
