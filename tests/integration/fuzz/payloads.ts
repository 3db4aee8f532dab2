import sharp from 'sharp';

/** Image and SVG payloads the fuzzer sends as uploads and data URLs: made once, small except where size is the point. */
export interface Payloads {
  /** Whole, acceptable files. */
  valid: Uint8Array[];
  /** Broken, hostile or over a limit: each must be refused with a 4xx (or, for `slowSvg`, stopped at its time limit). */
  hostile: Uint8Array[];
  /** An SVG within every static budget whose rendering takes far longer than its time limit. */
  slowSvg: Uint8Array;
  /** One byte over the 10 MB upload limit. */
  oversized: Uint8Array;
}

const text = (value: string) => new TextEncoder().encode(value);
const svg = (body: string, attributes = 'width="64" height="64"') => text(`<svg xmlns="http://www.w3.org/2000/svg" ${attributes}>${body}</svg>`);

export async function buildPayloads(): Promise<Payloads> {
  const solid = (width: number, height: number) => sharp({ create: { width, height, channels: 3, background: '#7c3aed' } });
  const png = await solid(48, 32).png().toBuffer();
  const jpeg = await solid(48, 32).jpeg().toBuffer();
  const webp = await solid(48, 32).webp().toBuffer();
  const goodSvg = svg('<rect width="64" height="64" fill="#16a34a"/>');
  const bigPng = await solid(400, 300).png({ compressionLevel: 0 }).toBuffer();

  const hostile = [
    new Uint8Array(0),
    png.subarray(0, png.length >> 1), // truncated
    bigPng.subarray(0, bigPng.length - 200),
    jpeg.subarray(0, jpeg.length >> 1),
    webp.subarray(0, 30),
    png.subarray(0, 8), // the signature and nothing else
    flipBytes(png, 40),
    await solid(8001, 1).png().toBuffer(), // over the side limit
    await solid(8000, 8000).png({ compressionLevel: 9 }).toBuffer(), // a 64 MP bomb in ~200 KB
    await solid(6400, 6400).jpeg({ quality: 1 }).toBuffer(), // 41 MP: over the pixel limit
    text('GIF89a\u0001\u0000\u0001\u0000'),
    text('<html><script>alert(1)</script></html>'),
    text('%PDF-1.4\n'),
    svg('<rect width="10" height="10"/>', ''), // no size
    svg('<rect', ''), // not well-formed
    text('<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY x SYSTEM "file:///etc/passwd">]><svg xmlns="http://www.w3.org/2000/svg">&x;</svg>'),
    text(`<!DOCTYPE svg [<!ENTITY a "${'x'.repeat(100)}"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;">]><svg xmlns="http://www.w3.org/2000/svg" width="9" height="9"><text>&b;</text></svg>`),
    svg('<image href="http://127.0.0.1:1/x.png" width="10" height="10"/>'),
    svg('<image href="file:///etc/passwd" width="10" height="10"/>'),
    svg('<g/>'.repeat(20_001)),
    svg(`<filter id="f">${'<feGaussianBlur stdDeviation="9"/>'.repeat(17)}</filter><rect width="9" height="9" filter="url(#f)"/>`),
    svg('<script>alert(1)</script><rect width="9" height="9"/>', 'width="1e9" height="1e9"'),
    svg('<rect width="9" height="9"/>', 'width="-5" height="NaN"'),
    svg('<text>\u0000\uFFFF\uD800</text>'),
    // Issue #30: too thin to rasterise (resvg: "Target size is zero"), and a NUL where the parser quotes the character
    // it stumbled on (napi cannot carry it: the process aborted).
    svg('<rect width="1" height="8000"/>', 'width="1" height="8000"'),
    svg('<rect width="8000" height="1"/>', 'width="8000" height="1"'),
    svg('<rect\u0000 width="9" height="9"/>'),
    text(`${new TextDecoder().decode(goodSvg).slice(0, -1)}\u0000`),
  ];
  return {
    valid: [png, jpeg, webp, goodSvg],
    hostile,
    slowSvg: svg(
      '<defs><filter id="f" x="-50%" y="-50%" width="200%" height="200%"><feMorphology operator="dilate" radius="60"/></filter></defs><rect x="100" y="100" width="800" height="800" fill="red" filter="url(#f)"/>',
      'width="1000" height="1000"',
    ),
    oversized: new Uint8Array(10 * 1024 * 1024 + 1).fill(0x89, 0, 1),
  };
}

/** A copy with every `step`-th byte inverted: the header survives, the data does not. */
function flipBytes(bytes: Uint8Array, step: number): Uint8Array {
  const copy = new Uint8Array(bytes);
  for (let i = 16; i < copy.length; i += step) copy[i] = copy[i]! ^ 0xff;
  return copy;
}
