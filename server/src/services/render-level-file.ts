import zlib from 'node:zlib';
import { PREPARED_LEVEL_VERSION, type PreparedTemplate } from '../../../core/src/render/prepare';

/**
 * A prepared level as one file: a 64-byte header, then the level's arrays as they are in memory, so reading one back
 * is a single read and a few views — no decoding. Every section is a multiple of 4 bytes, so each view is aligned.
 *
 *   header  u32 magic, format, PREPARED_LEVEL_VERSION, size, templateSize, mesh cols, rows, has depth, crc32,
 *           further areas (0 for a one-area template, and in files written before there were any); f64 printAspect
 *           at byte 40
 *   body    scene (size² × 4) · maps (size² × 4) · uv (size² × 2 × u16) · mesh points (f32) · depth (f32, optional)
 *           then per further area (a book's spine): u32 cols, rows, has depth, 0; f64 printAspect · its maps · uv ·
 *           mesh points · depth (optional); the scene is the level's
 *
 * The header is written in this machine's byte order: a file from another order fails the magic and is not used.
 * The crc32 covers the header (its crc field as 0) and the body, so a torn or damaged file is never rendered from.
 */
const MAGIC = 0x564c534d; // 'MSLV' in little-endian bytes
const FORMAT = 1;
export const LEVEL_HEADER_BYTES = 64;
const CRC_WORD = 8;
const AREAS_WORD = 9;
const ASPECT_BYTE = 40;
/** A further area's own header: cols, rows, has depth, padding, then its print aspect as f64. */
const AREA_HEADER_BYTES = 24;

const meshPoints = (cols: number, rows: number) => (cols + 1) * (rows + 1);

/** An area's sections after its header: maps, uv, mesh points and depth. */
const areaBytes = (level: PreparedTemplate) =>
  level.maps.byteLength + level.uv.byteLength + meshPoints(level.surface.cols, level.surface.rows) * (level.surface.depth ? 12 : 8);

/** The bytes of a level's file. */
export function levelFileBytes(level: PreparedTemplate): number {
  const further = (level.areas ?? []).reduce((sum, area) => sum + AREA_HEADER_BYTES + areaBytes(area), 0);
  return LEVEL_HEADER_BYTES + level.scene.byteLength + areaBytes(level) + further;
}

/** An area's maps, uv and mesh as the parts to write (the mesh checked for its size). */
function areaParts(level: PreparedTemplate): Uint8Array[] {
  const { surface } = level;
  const points = Float32Array.from(surface.points);
  const depth = surface.depth ? Float32Array.from(surface.depth) : undefined;
  if (points.length !== 2 * meshPoints(surface.cols, surface.rows) || (depth && depth.length !== meshPoints(surface.cols, surface.rows))) {
    throw new Error('The level has a mesh of the wrong size');
  }
  return [level.maps, bytesOf(level.uv), bytesOf(points), ...(depth ? [bytesOf(depth)] : [])];
}

/** The file's bytes as the parts to write one after the other (no copy of the level's arrays). */
export function levelFileParts(level: PreparedTemplate): Uint8Array[] {
  const { surface } = level;
  const areas = level.areas ?? [];
  const header = new Uint8Array(LEVEL_HEADER_BYTES);
  const words = new Uint32Array(header.buffer);
  words.set([MAGIC, FORMAT, PREPARED_LEVEL_VERSION, level.size, level.templateSize, surface.cols, surface.rows, surface.depth ? 1 : 0]);
  words[AREAS_WORD] = areas.length;
  new DataView(header.buffer).setFloat64(ASPECT_BYTE, level.printAspect, true);
  const body = [level.scene, ...areaParts(level)];
  for (const area of areas) {
    const own = new Uint8Array(AREA_HEADER_BYTES);
    const fields = new DataView(own.buffer);
    [area.surface.cols, area.surface.rows, area.surface.depth ? 1 : 0].forEach((value, i) => fields.setUint32(4 * i, value, true));
    fields.setFloat64(16, area.printAspect, true);
    body.push(own, ...areaParts(area));
  }
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
  const areaCount = words[AREAS_WORD]!;
  if (magic !== MAGIC || format !== FORMAT || version !== PREPARED_LEVEL_VERSION) return undefined;
  if (!size || !templateSize || size > templateSize || !cols || !rows || hasDepth! > 1 || areaCount > 16) return undefined;
  const pixels = size * size;
  const view = new DataView(bytes.buffer, bytes.byteOffset);
  const { buffer } = bytes;
  let at = LEVEL_HEADER_BYTES;
  /** The next `length` bytes' offset in the buffer, or -1 past the end. */
  const take = (length: number) => {
    const start = at;
    at += length;
    return at <= bytes.byteLength ? bytes.byteOffset + start : -1;
  };
  // An area's sections as views, or undefined when the file is too short for them.
  const areaAt = (meshCols: number, meshRows: number, depth: boolean) => {
    const points = meshPoints(meshCols, meshRows);
    const [maps, uv, mesh, depths] = [take(pixels * 4), take(pixels * 4), take(points * 8), depth ? take(points * 4) : 0];
    if (maps < 0 || uv < 0 || mesh < 0 || depths < 0) return undefined;
    return {
      maps: new Uint8Array(buffer, maps, pixels * 4),
      uv: new Uint16Array(buffer, uv, pixels * 2),
      surface: { cols: meshCols, rows: meshRows, points: new Float32Array(buffer, mesh, points * 2), ...(depth && { depth: new Float32Array(buffer, depths, points) }) },
    };
  };
  const scene = take(pixels * 4);
  const first = scene < 0 ? undefined : areaAt(cols!, rows!, hasDepth === 1);
  if (!first) return undefined;
  const level: PreparedTemplate = { size, scene: new Uint8Array(buffer, scene, pixels * 4), ...first, printAspect: view.getFloat64(ASPECT_BYTE, true), templateSize };
  const areas: PreparedTemplate[] = [];
  for (let k = 0; k < areaCount; k++) {
    const own = take(AREA_HEADER_BYTES) - bytes.byteOffset;
    if (own < 0) return undefined;
    const [areaCols, areaRows, areaDepth] = [view.getUint32(own, true), view.getUint32(own + 4, true), view.getUint32(own + 8, true)];
    if (!areaCols || !areaRows || areaCols * areaRows > 1 << 20 || areaDepth > 1) return undefined;
    const area = areaAt(areaCols, areaRows, areaDepth === 1);
    if (!area) return undefined;
    areas.push({ ...level, ...area, printAspect: view.getFloat64(own + 16, true) });
  }
  if (at !== bytes.byteLength) return undefined;
  if (checksum === undefined) {
    const whole = levelChecksum();
    whole.add(bytes);
    checksum = whole.value();
  }
  if (checksum !== crc) return undefined;
  if (areas.length) level.areas = areas;
  return level;
}

const bytesOf = (array: ArrayBufferView) => new Uint8Array(array.buffer, array.byteOffset, array.byteLength);
