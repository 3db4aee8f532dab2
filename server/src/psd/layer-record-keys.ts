/**
 * The keys of the tagged blocks ("additional layer information") in each layer record of a Photoshop file, in record
 * order, read straight from the bytes as Adobe's file format specification lays the records out. ag-psd skips the
 * blocks it has no reader for without a word — 3D layers and kinds newer than it among them — so the import compares
 * these keys with the ones ag-psd reads (unread-blocks.ts) to list what it does not draw.
 *
 * Undefined when the layer section does not have the expected shape (the import then lists nothing from here).
 */

/** Keys whose length field is 8 bytes in a PSB (the specification's list, and two more Photoshop writes so). */
const LONG_IN_PSB = new Set(['LMsk', 'Lr16', 'Lr32', 'Layr', 'Mt16', 'Mt32', 'Mtrn', 'Alph', 'FMsk', 'lnk2', 'FEid', 'FXid', 'PxSD', 'lnkE', 'pths']);

const SIGNATURES = new Set(['8BIM', '8B64']);

class Cursor {
  at = 0;
  constructor(
    private readonly view: DataView,
    private readonly bytes: Uint8Array,
  ) {}

  u8(): number {
    return this.view.getUint8(this.at++);
  }

  u16(): number {
    const v = this.view.getUint16(this.at);
    this.at += 2;
    return v;
  }

  i16(): number {
    const v = this.view.getInt16(this.at);
    this.at += 2;
    return v;
  }

  u32(): number {
    const v = this.view.getUint32(this.at);
    this.at += 4;
    return v;
  }

  /** A 4- or 8-byte length (8-byte ones beyond 2⁵³ do not occur in a file we accept). */
  length(long: boolean): number {
    return long ? this.u32() * 2 ** 32 + this.u32() : this.u32();
  }

  /** Skips a block given by its 4-byte length (read first: `at += u32()` would add to the old position). */
  skipBlock(): void {
    const length = this.u32();
    this.at += length;
  }

  text(n: number): string {
    const s = String.fromCharCode(...this.bytes.subarray(this.at, this.at + n));
    this.at += n;
    return s;
  }
}

export function layerRecordKeys(bytes: Uint8Array): string[][] | undefined {
  try {
    return readKeys(new Cursor(new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength), bytes), bytes.length);
  } catch {
    // Read past the end: DataView's RangeError, for a file cut short or built oddly.
    return undefined;
  }
}

function readKeys(c: Cursor, size: number): string[][] | undefined {
  if (size < 26 || c.text(4) !== '8BPS') return undefined;
  const psb = c.u16() === 2;
  c.at = 26;
  c.skipBlock(); // colour mode data
  c.skipBlock(); // image resources
  c.length(psb); // the layer and mask section
  if (c.length(psb) === 0) return []; // no layer records (16-bit files may keep theirs in a tagged block)
  const count = Math.abs(c.i16());
  const records: string[][] = [];
  for (let i = 0; i < count; i++) {
    c.at += 16; // top, left, bottom, right
    const channels = c.u16();
    c.at += channels * (psb ? 10 : 6) + 12; // channel ids and lengths; blend signature, mode, opacity, flags
    const extra = c.u32();
    const end = c.at + extra;
    if (end > size) return undefined;
    c.skipBlock(); // mask data
    c.skipBlock(); // blending ranges
    const name = c.u8();
    c.at += Math.ceil((1 + name) / 4) * 4 - 1; // the Pascal name, padded to 4 bytes
    const keys: string[] = [];
    while (c.at + 12 <= end) {
      if (!SIGNATURES.has(c.text(4))) {
        // Some writers pad oddly: look for the next signature, as ag-psd does.
        c.at -= 3;
        continue;
      }
      const key = c.text(4);
      const length = c.length(psb && LONG_IN_PSB.has(key));
      keys.push(key);
      c.at += length + (length % 2);
    }
    c.at = end;
    records.push(keys);
  }
  return records;
}
