import zlib from 'node:zlib';
import { PREPARED_LEVEL_VERSION, type PreparedTemplate } from '../../../core/src/render/prepare';

/**
 * A prepared level as one file: a 64-byte header, then the level's arrays as they are in memory, so reading one back
 * is a single read and a few views — no decoding. Every section is a multiple of 4 bytes, so each view is aligned.
 *
 *   header  u32 magic, format, PREPARED_LEVEL_VERSION, size, templateSize, mesh cols, rows, has depth, crc32;
 *           f64 printAspect at byte 40
 *   body    scene (size² × 4) · maps (size² × 4) · uv (size² × 2 × u16) · mesh points (f32) · depth (f32, optional)
 *
 * The header is written in this machine's byte order: a file from another order fails the magic and is not used.
 * The crc32 covers the header (its crc field as 0) and the body, so a torn or damaged file is never rendered from.
 */
const MAGIC = 0x564c534d; // 'MSLV' in little-endian bytes
const FORMAT = 1;
export const LEVEL_HEADER_BYTES = 64;
const CRC_WORD = 8;
const ASPECT_BYTE = 40;

const meshPoints = (cols: number, rows: number) => (cols + 1) * (rows + 1);

/** The bytes of a level's file. */
export function levelFileBytes(level: PreparedTemplate): number {
  const points = meshPoints(level.surface.cols, level.surface.rows);
  return LEVEL_HEADER_BYTES + level.scene.byteLength + level.maps.byteLength + level.uv.byteLength + points * (level.surface.depth ? 12 : 8);
}

/** The file's bytes as the parts to write one after the other (no copy of the level's arrays). */
export function levelFileParts(level: PreparedTemplate): Uint8Array[] {
  const { surface } = level;
  const points = Float32Array.from(surface.points);
  const depth = surface.depth ? Float32Array.from(surface.depth) : undefined;
  if (points.length !== 2 * meshPoints(surface.cols, surface.rows) || (depth && depth.length !== meshPoints(surface.cols, surface.rows))) {
    throw new Error('The level has a mesh of the wrong size');
  }
  const header = new Uint8Array(LEVEL_HEADER_BYTES);
  const words = new Uint32Array(header.buffer);
  words.set([MAGIC, FORMAT, PREPARED_LEVEL_VERSION, level.size, level.templateSize, surface.cols, surface.rows, depth ? 1 : 0]);
  new DataView(header.buffer).setFloat64(ASPECT_BYTE, level.printAspect, true);
  const body = [level.scene, level.maps, bytesOf(level.uv), bytesOf(points), ...(depth ? [bytesOf(depth)] : [])];
  let crc = zlib.crc32(header);
  for (const part of body) crc = zlib.crc32(part, crc);
  words[CRC_WORD] = crc;
  return [header, ...body];
}

/**
 * The checksum a level file's header holds, worked out as its bytes arrive: chunks in order, the first holding the
 * whole header (shorter: no level, and the checksum matches none).
 */
export function levelChecksum() {
  let crc: number | undefined;
  return {
    add(chunk: Uint8Array) {
      if (crc !== undefined) crc = crc < 0 ? crc : zlib.crc32(chunk, crc);
      else if (chunk.byteLength < LEVEL_HEADER_BYTES) crc = -1;
      else {
        const header = chunk.slice(0, LEVEL_HEADER_BYTES);
        new Uint32Array(header.buffer)[CRC_WORD] = 0;
        crc = zlib.crc32(chunk.subarray(LEVEL_HEADER_BYTES), zlib.crc32(header));
      }
    },
    value: () => crc ?? -1,
  };
}

/**
 * The level a file holds, or undefined when the bytes are not a whole, intact level of this format and version. The
 * level's arrays are views of `bytes` (whose offset must be a multiple of 4). `checksum`: the bytes' levelChecksum,
 * when the reader worked it out already.
 */
export function parseLevelFile(bytes: Uint8Array, checksum?: number): PreparedTemplate | undefined {
  if (bytes.byteLength < LEVEL_HEADER_BYTES || bytes.byteOffset % 4 !== 0) return undefined;
  const words = new Uint32Array(bytes.buffer, bytes.byteOffset, LEVEL_HEADER_BYTES / 4);
  const [magic, format, version, size, templateSize, cols, rows, hasDepth, crc] = words as unknown as number[];
  if (magic !== MAGIC || format !== FORMAT || version !== PREPARED_LEVEL_VERSION) return undefined;
  if (!size || !templateSize || size > templateSize || !cols || !rows || hasDepth! > 1) return undefined;
  const pixels = size * size;
  const points = meshPoints(cols, rows);
  const sections = [pixels * 4, pixels * 4, pixels * 4, points * 8, hasDepth ? points * 4 : 0];
  if (bytes.byteLength !== LEVEL_HEADER_BYTES + sections.reduce((a, b) => a + b, 0)) return undefined;
  if (checksum === undefined) {
    const whole = levelChecksum();
    whole.add(bytes);
    checksum = whole.value();
  }
  if (checksum !== crc) return undefined;
  const printAspect = new DataView(bytes.buffer, bytes.byteOffset).getFloat64(ASPECT_BYTE, true);
  let at = bytes.byteOffset + LEVEL_HEADER_BYTES;
  const take = (length: number) => {
    const start = at;
    at += length;
    return start;
  };
  const { buffer } = bytes;
  return {
    size,
    scene: new Uint8Array(buffer, take(sections[0]!), sections[0]),
    maps: new Uint8Array(buffer, take(sections[1]!), sections[1]),
    uv: new Uint16Array(buffer, take(sections[2]!), pixels * 2),
    surface: {
      cols,
      rows,
      points: new Float32Array(buffer, take(sections[3]!), points * 2),
      ...(hasDepth && { depth: new Float32Array(buffer, take(sections[4]!), points) }),
    },
    printAspect,
    templateSize,
  };
}

const bytesOf = (array: ArrayBufferView) => new Uint8Array(array.buffer, array.byteOffset, array.byteLength);
