import zlib from 'node:zlib';
import UP_FILTER_WASM from './wasm/up-filter-wasm';

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

interface UpFilterModule {
  memory: WebAssembly.Memory;
  upFilterRgb(out: number, row: number, above: number, pixels: number): void;
}

/** The filter (wasm/up-filter.wat), compiled once; each encoding gets an instance and memory of its own. */
const upFilterModule = new WebAssembly.Module(Buffer.from(UP_FILTER_WASM, 'base64'));

const PAGE = 65536;
/** Room past each region for the filter's 16-byte reads and writes. */
const SLACK = 16;
const align = (bytes: number) => Math.ceil(bytes / SLACK) * SLACK;

/**
 * One encoding's band in WebAssembly memory: the renderer draws RGBA rows straight into `rgba`, and `filter` turns
 * them into 'Up'-filtered RGB scanlines (sixteen bytes at a time) beside them, remembering the band's last row for
 * the next band's first.
 */
function bandFilter(width: number, bandRows: number) {
  const instance = new WebAssembly.Instance(upFilterModule).exports as unknown as UpFilterModule;
  const rowBytes = 4 * width, stride = 1 + 3 * width;
  const last = 0, band = align(rowBytes + SLACK), out = band + align(bandRows * rowBytes + SLACK);
  const bytes = out + align(bandRows * stride + SLACK);
  instance.memory.grow(Math.max(0, Math.ceil(bytes / PAGE) - instance.memory.buffer.byteLength / PAGE));
  const memory = new Uint8Array(instance.memory.buffer);
  return {
    rgba: memory.subarray(band, band + bandRows * rowBytes),
    /** The filtered scanlines of the band's first `rows` rows, copied out (zlib reads them while the next is drawn). */
    filter(rows: number): Buffer {
      for (let y = 0; y < rows; y++) {
        memory[out + y * stride] = UP;
        instance.upFilterRgb(out + y * stride + 1, band + y * rowBytes, y === 0 ? last : band + (y - 1) * rowBytes, width);
      }
      memory.copyWithin(last, band + (rows - 1) * rowBytes, band + rows * rowBytes);
      return Buffer.from(memory.subarray(out, out + rows * stride));
    },
  };
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
  const deflate = zlib.createDeflate({ level, memLevel: 9, strategy: zlib.constants.Z_RLE, chunkSize: DEFLATE_CHUNK_BYTES });
  const parts: Buffer[] = [];
  deflate.on('data', (part: Buffer) => parts.push(part));
  const ended = new Promise<void>((resolve, reject) => {
    deflate.once('end', resolve);
    deflate.once('error', reject);
  });
  const band = bandFilter(width, bandRows);
  let pending: Promise<void> = Promise.resolve();
  for (let from = 0; from < height; from += bandRows) {
    const to = Math.min(height, from + bandRows);
    draw(from, to, band.rgba);
    const rows = band.filter(to - from);
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
