import zlib from 'node:zlib';
import PNG_ROWS_WASM from './wasm/png-rows-wasm';

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
}

/** The PNG 'Up' filter: each byte minus the byte above it. */
const UP = 2;
/** A zlib stream header: deflate with a 32 KB window, no preset dictionary (0x7801 is a multiple of 31). */
const ZLIB_HEADER = Buffer.from([0x78, 0x01]);

interface PngRowsModule {
  memory: WebAssembly.Memory;
  upFilterRgb(out: number, row: number, above: number, pixels: number): void;
  adler32(pointer: number, length: number, adler: number): number;
}

/** The row work (wasm/png-rows.wat), compiled once; each encoding gets an instance and memory of its own. */
const pngRowsModule = new WebAssembly.Module(Buffer.from(PNG_ROWS_WASM, 'base64'));

const PAGE = 65536;
/** Room past each region for 16-byte reads and writes. */
const SLACK = 16;
const align = (bytes: number) => Math.ceil(bytes / SLACK) * SLACK;

/**
 * One encoding's band in WebAssembly memory: the renderer draws RGBA rows straight into `rgba`, `filter` turns them
 * into 'Up'-filtered RGB scanlines beside them (remembering the band's last row for the next band's first) and keeps
 * the zlib checksum of every scanline byte.
 */
function pngBand(width: number, bandRows: number) {
  const wasm = new WebAssembly.Instance(pngRowsModule).exports as unknown as PngRowsModule;
  const rowBytes = 4 * width, stride = 1 + 3 * width;
  const last = 0, band = align(rowBytes + SLACK), out = band + align(bandRows * rowBytes + SLACK);
  const bytes = out + align(bandRows * stride + SLACK);
  wasm.memory.grow(Math.max(0, Math.ceil(bytes / PAGE) - wasm.memory.buffer.byteLength / PAGE));
  const memory = new Uint8Array(wasm.memory.buffer);
  let adler = 1;
  return {
    rgba: memory.subarray(band, band + bandRows * rowBytes),
    /** The filtered scanlines of the band's first `rows` rows (valid until the next band is filtered). */
    filter(rows: number): Uint8Array {
      for (let y = 0; y < rows; y++) {
        memory[out + y * stride] = UP;
        wasm.upFilterRgb(out + y * stride + 1, band + y * rowBytes, y === 0 ? last : band + (y - 1) * rowBytes, width);
      }
      memory.copyWithin(last, band + (rows - 1) * rowBytes, band + rows * rowBytes);
      adler = wasm.adler32(out, rows * stride, adler) >>> 0;
      return memory.subarray(out, out + rows * stride);
    },
    adler: () => adler,
  };
}

/**
 * Encodes an opaque RGB PNG whose pixels are drawn band by band (`draw(fromRow, toRow, rgba)` fills RGBA rows), so a
 * 4096² image never exists uncompressed: memory is one band plus the compressed output. Rows are 'Up'-filtered and
 * compressed as runs (Z_RLE): a mockup's smooth product and backdrop then compress about twice as small and faster
 * than unfiltered rows at any level. Each band is compressed on its own, on the calling thread, and ends on a byte
 * boundary (a sync flush), so the bands' deflate data joined is one stream; the zlib header and checksum go round it.
 * Nothing here waits on another thread: a render thread's lower priority covers its compression too.
 */
export function encodeOpaquePng(
  width: number,
  height: number,
  draw: (fromRow: number, toRow: number, rgba: Uint8Array) => void,
  { bandRows = 64 }: PngOptions = {},
): Buffer {
  const band = pngBand(width, bandRows);
  const parts: Buffer[] = [ZLIB_HEADER];
  for (let from = 0; from < height; from += bandRows) {
    const to = Math.min(height, from + bandRows);
    draw(from, to, band.rgba);
    const finishFlush = to === height ? zlib.constants.Z_FINISH : zlib.constants.Z_SYNC_FLUSH;
    parts.push(zlib.deflateRawSync(band.filter(to - from), { strategy: zlib.constants.Z_RLE, memLevel: 9, finishFlush }));
  }
  const checksum = Buffer.alloc(4);
  checksum.writeUInt32BE(band.adler(), 0);
  parts.push(checksum);
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit, truecolour, deflate, filter method 0, no interlace
  return Buffer.concat([SIGNATURE, chunk('IHDR', header), chunk('IDAT', Buffer.concat(parts)), chunk('IEND', Buffer.alloc(0))]);
}
