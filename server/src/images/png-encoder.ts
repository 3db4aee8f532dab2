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
 * top of the image) and is left holding the last row. Bytes are subtracted four at a time in one 32-bit word, and
 * four pixels' RGB go out as three words through an aligned row buffer. Words are read and written little-endian,
 * as on every platform the server's native modules (sharp, onnxruntime) are built for.
 */
function upFilteredRgb(rgba: Int32Array, width: number, rows: number, above: Int32Array, out: Uint8Array): void {
  const packed = new Int32Array(Math.ceil((3 * width) / 4) + 3);
  const packedBytes = new Uint8Array(packed.buffer, 0, 3 * width);
  const stride = 1 + 3 * width;
  for (let y = 0; y < rows; y++) {
    const row = y * width;
    let x = 0, w = 0;
    for (; x + 4 <= width; x += 4, w += 3) {
      const d0 = upDiff(rgba[row + x]!, above, x), d1 = upDiff(rgba[row + x + 1]!, above, x + 1);
      const d2 = upDiff(rgba[row + x + 2]!, above, x + 2), d3 = upDiff(rgba[row + x + 3]!, above, x + 3);
      // Little-endian words: r0 g0 b0 r1 | g1 b1 r2 g2 | b2 r3 g3 b3.
      packed[w] = (d0 & 0xffffff) | (d1 << 24);
      packed[w + 1] = ((d1 >>> 8) & 0xffff) | (d2 << 16);
      packed[w + 2] = ((d2 >>> 16) & 0xff) | (d3 << 8);
    }
    const o = y * stride;
    out[o] = UP;
    out.set(packedBytes.subarray(0, 3 * x), o + 1);
    for (let k = 3 * x; x < width; x++, k += 3) {
      const d = upDiff(rgba[row + x]!, above, x);
      out[o + 1 + k] = d;
      out[o + 2 + k] = d >> 8;
      out[o + 3 + k] = d >> 16;
    }
  }
}

/** `pixel` minus the one above it in `above`, byte by byte (mod 256); `above` then holds `pixel`. */
function upDiff(pixel: number, above: Int32Array, x: number): number {
  const b = above[x]!;
  above[x] = pixel;
  return ((pixel | HIGH_BITS) - (b & ~HIGH_BITS)) ^ ((pixel ^ ~b) & HIGH_BITS);
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
