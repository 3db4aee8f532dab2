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
  /** zlib level: 2 keeps large renders quick at nearly the size of level 6. */
  level?: number;
}

/**
 * Encodes an opaque RGB PNG whose pixels are drawn band by band (`draw(fromRow, toRow, rgba)` fills RGBA rows), so a
 * 4096² image never exists uncompressed: memory is one band plus the compressed output. Drawing the next band
 * overlaps with zlib compressing the last one (zlib runs on libuv's threads).
 */
export async function encodeOpaquePng(
  width: number,
  height: number,
  draw: (fromRow: number, toRow: number, rgba: Uint8Array) => void,
  { bandRows = 64, level = 2 }: PngOptions = {},
): Promise<Buffer> {
  const deflate = zlib.createDeflate({ level, memLevel: 9 });
  const parts: Buffer[] = [];
  deflate.on('data', (part: Buffer) => parts.push(part));
  const ended = new Promise<void>((resolve, reject) => {
    deflate.once('end', resolve);
    deflate.once('error', reject);
  });
  const stride = 1 + 3 * width;
  const rgba = new Uint8Array(bandRows * width * 4);
  let pending: Promise<void> = Promise.resolve();
  for (let from = 0; from < height; from += bandRows) {
    const to = Math.min(height, from + bandRows);
    draw(from, to, rgba);
    // Filter type 0 (none) per row, then RGB.
    const rows = Buffer.allocUnsafe((to - from) * stride);
    for (let y = 0; y < to - from; y++) {
      let o = y * stride, s = y * width * 4;
      rows[o++] = 0;
      for (let x = 0; x < width; x++, s += 4, o += 3) {
        rows[o] = rgba[s]!;
        rows[o + 1] = rgba[s + 1]!;
        rows[o + 2] = rgba[s + 2]!;
      }
    }
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
