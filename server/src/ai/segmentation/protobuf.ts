/**
 * Just enough Protocol Buffers to read and rewrite an ONNX model: walk a message's fields, rebuild the ones we
 * change, copy the rest byte for byte. (A full ONNX library would be a large dependency for a few edits.)
 */

export type Field =
  | { field: number; wire: 0; value: bigint; from: number; to: number }
  | { field: number; wire: 1 | 2 | 5; start: number; length: number; from: number; to: number };

/** The fields of the message in `bytes[start, end)`, in order; `from`/`to` span the whole field with its tag. */
export function* fieldsOf(bytes: Uint8Array, start = 0, end = bytes.length): Generator<Field> {
  let p = start;
  const varint = (): bigint => {
    let result = 0n;
    let shift = 0n;
    for (;;) {
      const byte = bytes[p++];
      if (byte === undefined) throw new Error('protobuf: truncated varint');
      result |= BigInt(byte & 0x7f) << shift;
      if (!(byte & 0x80)) return result;
      shift += 7n;
    }
  };
  while (p < end) {
    const from = p;
    const tag = Number(varint());
    const field = tag >>> 3;
    const wire = tag & 7;
    if (wire === 0) {
      const value = varint();
      yield { field, wire, value, from, to: p };
      continue;
    }
    let length: number;
    if (wire === 2) length = Number(varint());
    else if (wire === 1) length = 8;
    else if (wire === 5) length = 4;
    else throw new Error(`protobuf: unsupported wire type ${wire}`);
    const begin = p;
    p += length;
    if (p > end) throw new Error('protobuf: field runs past its message');
    yield { field, wire, start: begin, length, from, to: p };
  }
}

/** The contents of a length-delimited field. */
export const contents = (bytes: Uint8Array, f: Field): Uint8Array => (f.wire === 0 ? new Uint8Array() : bytes.subarray(f.start, f.start + f.length));

const decoder = new TextDecoder();
export const text = (bytes: Uint8Array, f: Field): string => decoder.decode(contents(bytes, f));

/** The fields of a sub-message field. */
export const fieldsIn = (bytes: Uint8Array, f: Field): Generator<Field> =>
  f.wire === 2 ? fieldsOf(bytes, f.start, f.start + f.length) : fieldsOf(bytes, 0, 0);

/**
 * A message being written: raw bytes copied as they are, computed pieces (whose size is known before their bytes
 * are made) and nested messages. Sizes are measured first and the whole message written once into one buffer, so
 * a model hundreds of MB large is never held twice on the way.
 */
export type Piece =
  | Uint8Array
  | { size: number; write: (out: Uint8Array, offset: number) => void }
  | { field: number; pieces: Piece[] };

function varintBytes(n: number | bigint): number[] {
  const out: number[] = [];
  let v = BigInt(n);
  do {
    let byte = Number(v & 0x7fn);
    v >>= 7n;
    if (v) byte |= 0x80;
    out.push(byte);
  } while (v);
  return out;
}

/** The tag and length that start a length-delimited field of `length` bytes. */
export const lengthHeader = (field: number, length: number): Uint8Array => new Uint8Array([...varintBytes((field << 3) | 2), ...varintBytes(length)]);

export const varintField = (field: number, value: number | bigint): Uint8Array => new Uint8Array([...varintBytes(field << 3), ...varintBytes(value)]);
export const stringField = (field: number, value: string): Piece => ({ field, pieces: [new TextEncoder().encode(value)] });

const sizes = new WeakMap<object, number>();
function sizeOf(piece: Piece): number {
  if (piece instanceof Uint8Array) return piece.length;
  if ('size' in piece) return piece.size;
  const known = sizes.get(piece);
  if (known !== undefined) return known;
  const body = piece.pieces.reduce((sum, p) => sum + sizeOf(p), 0);
  const total = varintBytes((piece.field << 3) | 2).length + varintBytes(body).length + body;
  sizes.set(piece, total);
  return total;
}

function writeInto(piece: Piece, out: Uint8Array, offset: number): number {
  if (piece instanceof Uint8Array) {
    out.set(piece, offset);
    return offset + piece.length;
  }
  if ('size' in piece) {
    piece.write(out, offset);
    return offset + piece.size;
  }
  const body = piece.pieces.reduce((sum, p) => sum + sizeOf(p), 0);
  const head = [...varintBytes((piece.field << 3) | 2), ...varintBytes(body)];
  out.set(head, offset);
  let at = offset + head.length;
  for (const p of piece.pieces) at = writeInto(p, out, at);
  return at;
}

/** Writes a top-level message (a list of pieces) into one new buffer. */
export function encode(pieces: Piece[]): Uint8Array {
  const out = new Uint8Array(pieces.reduce((sum, p) => sum + sizeOf(p), 0));
  let at = 0;
  for (const p of pieces) at = writeInto(p, out, at);
  return out;
}

/** Joins byte arrays into one. */
export function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}
