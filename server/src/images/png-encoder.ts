import zlib from 'node:zlib';

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(data, zlib.crc32(head.subarray(4))), 0);
  return Buffer.concat([head, data, crc]);
}

export interface PngOptions {
  /** Rows drawn and compressed at a time. */
  bandRows?: number;
  /** zlib level. */
  level?: number;
}

/** The PNG 'Up' filter: each byte minus the byte above it. */
const UP = 2;
const HIGH_BITS = 0x80808080 | 0;

/**
 * Writes `rows` RGBA rows as filtered RGB scanlines into `out`. `above` holds the row above the first (zeros at the
 * top of the image) and is left holding the last row. Bytes are subtracted four at a time in one 32-bit word.
 */
function upFilteredRgb(rgba: Int32Array, width: number, rows: number, above: Int32Array, out: Uint8Array): void {
  let o = 0;
  for (let y = 0; y < rows; y++) {
    out[o++] = UP;
    const row = y * width;
    for (let x = 0; x < width; x++, o += 3) {
      const a = rgba[row + x]!, b = above[x]!;
      const d = ((a | HIGH_BITS) - (b & ~HIGH_BITS)) ^ ((a ^ ~b) & HIGH_BITS);
      above[x] = a;
      out[o] = d;
      out[o + 1] = d >> 8;
      out[o + 2] = d >> 16;
    }
  }
}

/**
 * Encodes an opaque RGB PNG whose pixels are drawn band by band (`draw(fromRow, toRow, rgba)` fills RGBA rows), so a
 * 4096² image never exists uncompressed: memory is one band plus the compressed output. Drawing the next band
 * overlaps with zlib compressing the last one (zlib runs on libuv's threads). Rows are 'Up'-filtered and compressed
 * as runs (Z_RLE): a mockup's smooth product and backdrop then compress about twice as small and faster than
 * unfiltered rows at any level.
 */
export async function encodeOpaquePng(
  width: number,
  height: number,
  draw: (fromRow: number, toRow: number, rgba: Uint8Array) => void,
  { bandRows = 64, level = 2 }: PngOptions = {},
): Promise<Buffer> {
  const deflate = zlib.createDeflate({ level, memLevel: 9, strategy: zlib.constants.Z_RLE });
  const parts: Buffer[] = [];
  deflate.on('data', (part: Buffer) => parts.push(part));
  const ended = new Promise<void>((resolve, reject) => {
    deflate.once('end', resolve);
    deflate.once('error', reject);
  });
  const rgba = new Uint8Array(bandRows * width * 4);
  const words = new Int32Array(rgba.buffer);
  const above = new Int32Array(width);
  let pending: Promise<void> = Promise.resolve();
  for (let from = 0; from < height; from += bandRows) {
    const to = Math.min(height, from + bandRows);
    draw(from, to, rgba);
    const rows = Buffer.allocUnsafe((to - from) * (1 + 3 * width));
    upFilteredRgb(words, width, to - from, above, rows);
    await pending; // at most one band waiting for zlib
    pending = new Promise((resolve, reject) => deflate.write(rows, (error) => (error ? reject(error) : resolve())));
  }
  await pending;
  deflate.end();
  await ended;
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit, truecolour, deflate, filter method 0, no interlace
  return Buffer.concat([SIGNATURE, chunk('IHDR', header), chunk('IDAT', Buffer.concat(parts)), chunk('IEND', Buffer.alloc(0))]);
}
