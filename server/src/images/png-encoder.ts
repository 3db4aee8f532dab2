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

/**
 * zlib's output buffer. Each time it fills, the stream needs this thread's event loop to go on, which it cannot have
 * while drawing the next band: one buffer that holds a whole band's output lets zlib compress a band in one go.
 */
const DEFLATE_CHUNK_BYTES = 1 << 20;

/** The PNG 'Up' filter: each byte minus the byte above it. */
const UP = 2;
const HIGH_BITS = 0x80808080 | 0;
const LOW_BITS = 0x7f7f7f7f;

/**
 * Writes `rows` RGBA rows as filtered RGB scanlines into `out`. `last` holds the row above the first (zeros at the
 * top of the image) and is left holding the last row. Bytes are subtracted four at a time in one 32-bit word, and
 * four pixels' RGB go out as three words through an aligned row buffer. Words are read and written little-endian,
 * as on every platform the server's native modules (sharp, onnxruntime) are built for.
 */
function upFilteredRgb(rgba: Int32Array, width: number, rows: number, last: Int32Array, out: Uint8Array): void {
  const packed = new Int32Array(Math.ceil((3 * width) / 4) + 3);
  const packedBytes = new Uint8Array(packed.buffer, 0, 3 * width);
  const stride = 1 + 3 * width;
  for (let y = 0; y < rows; y++) {
    const row = y * width;
    const above = y === 0 ? last : rgba;
    const up = y === 0 ? 0 : row - width;
    let x = 0, w = 0;
    for (; x + 4 <= width; x += 4, w += 3) {
      const d0 = upDiff(rgba[row + x]!, above[up + x]!), d1 = upDiff(rgba[row + x + 1]!, above[up + x + 1]!);
      const d2 = upDiff(rgba[row + x + 2]!, above[up + x + 2]!), d3 = upDiff(rgba[row + x + 3]!, above[up + x + 3]!);
      // Little-endian words: r0 g0 b0 r1 | g1 b1 r2 g2 | b2 r3 g3 b3.
      packed[w] = (d0 & 0xffffff) | (d1 << 24);
      packed[w + 1] = ((d1 >>> 8) & 0xffff) | (d2 << 16);
      packed[w + 2] = ((d2 >>> 16) & 0xff) | (d3 << 8);
    }
    const o = y * stride;
    out[o] = UP;
    out.set(packedBytes.subarray(0, 3 * x), o + 1);
    for (let k = 3 * x; x < width; x++, k += 3) {
      const d = upDiff(rgba[row + x]!, above[up + x]!);
      out[o + 1 + k] = d;
      out[o + 2 + k] = d >> 8;
      out[o + 3 + k] = d >> 16;
    }
  }
  last.set(rgba.subarray((rows - 1) * width, rows * width));
}

/** `pixel` minus `above`, byte by byte (mod 256). */
// `| 0` keeps the subtraction in int32 (it may wrap): without it V8 falls back to floating point.
const upDiff = (pixel: number, above: number) => (((pixel | HIGH_BITS) - (above & LOW_BITS)) | 0) ^ ((pixel ^ ~above) & HIGH_BITS);

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
  const deflate = zlib.createDeflate({ level, memLevel: 9, strategy: zlib.constants.Z_RLE, chunkSize: DEFLATE_CHUNK_BYTES });
  const parts: Buffer[] = [];
  deflate.on('data', (part: Buffer) => parts.push(part));
  const ended = new Promise<void>((resolve, reject) => {
    deflate.once('end', resolve);
    deflate.once('error', reject);
  });
  const rgba = new Uint8Array(bandRows * width * 4);
  const words = new Int32Array(rgba.buffer);
  const last = new Int32Array(width);
  let pending: Promise<void> = Promise.resolve();
  for (let from = 0; from < height; from += bandRows) {
    const to = Math.min(height, from + bandRows);
    draw(from, to, rgba);
    const rows = Buffer.allocUnsafe((to - from) * (1 + 3 * width));
    upFilteredRgb(words, width, to - from, last, rows);
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
