/**
 * A Photoshop file written byte by byte (Adobe's layout): one empty layer record "Can" holding the tagged blocks
 * given, e.g. a kind no reader knows, as a 3D layer's would be.
 */
/** PSD, or PSB when `psb`; `long` blocks have an 8-byte length (as some do in a PSB). */
export function oneLayerFile(blocks: { key: string; length: number; long?: boolean }[], psb = false): Uint8Array {
  const bytes: number[] = [];
  const u16 = (v: number) => bytes.push(v >> 8, v & 255);
  const u32 = (v: number) => bytes.push((v >>> 24) & 255, (v >>> 16) & 255, (v >>> 8) & 255, v & 255);
  const len = (v: number, long: boolean) => {
    if (long) u32(0);
    u32(v);
  };
  const text = (s: string) => bytes.push(...[...s].map((ch) => ch.charCodeAt(0)));
  text('8BPS');
  u16(psb ? 2 : 1);
  bytes.push(0, 0, 0, 0, 0, 0);
  [3].forEach(u16); // channels
  [1, 1].forEach(u32); // height, width
  [8, 3].forEach(u16); // depth, RGB
  [0, 0].forEach(u32); // colour mode data, image resources
  const blockBytes = blocks.reduce((sum, b) => sum + 12 + (b.long ? 4 : 0) + b.length, 0);
  const extra = 4 + 4 + 4 + blockBytes; // empty mask and ranges, the name "Can" (4 bytes), the blocks
  const record = 16 + 2 + 4 + 4 + 4 + 4 + extra;
  len(record + 2 + (psb ? 8 : 4) + 4, psb); // the layer and mask section
  len(record + 2, psb); // the layer info
  u16(1);
  for (let i = 0; i < 16; i++) bytes.push(0);
  u16(0); // no channels
  text('8BIMnorm');
  bytes.push(255, 0, 0, 0);
  u32(extra);
  [0, 0].forEach(u32); // no mask data, no blending ranges
  bytes.push(3);
  text('Can');
  for (const block of blocks) {
    text('8BIM');
    text(block.key);
    len(block.length, !!block.long);
    for (let i = 0; i < block.length; i++) bytes.push(0);
  }
  u32(0); // no global layer mask
  u16(0); // the composite, raw: one white pixel
  bytes.push(255, 255, 255);
  return Uint8Array.from(bytes);
}

