/**
 * A PSD or PSB file's 26-byte header, read before anything else so a file that is not one, or one we refuse (CMYK,
 * too large a canvas), costs no parse. Layout: "8BPS", version (1 PSD, 2 PSB), 6 reserved bytes, channels, height,
 * width, bits per channel, colour mode.
 */

/** Photoshop's colour modes by number. */
const COLOUR_MODES: Record<number, string> = { 0: 'bitmap', 1: 'greyscale', 2: 'indexed', 3: 'RGB', 4: 'CMYK', 7: 'multichannel', 8: 'duotone', 9: 'Lab' };

/** Up to this many bytes may be uploaded (the issue: 200 MB). */
export const MAX_PSD_BYTES = 200 * 1024 * 1024;
/** A canvas may be at most this many pixels a side… */
export const MAX_PSD_SIDE = 30_000;
/** …and this many in all (a 3000 × 2000 mockup is 6 MP; a 10,000² one 100 MP). */
export const MAX_PSD_PIXELS = 120_000_000;

export interface PsdHeader {
  psb: boolean;
  width: number;
  height: number;
  channels: number;
  depth: number;
  colourMode: string;
}

export type PsdHeaderResult = { ok: true; header: PsdHeader } | { ok: false; status: 400 | 413 | 415 | 422; message: string };

const refuse = (status: 400 | 413 | 415 | 422, message: string): PsdHeaderResult => ({ ok: false, status, message });

/** Whether the bytes start like a Photoshop document. */
export const looksLikePsd = (head: Uint8Array) => head[0] === 0x38 && head[1] === 0x42 && head[2] === 0x50 && head[3] === 0x53;

export function readPsdHeader(bytes: Uint8Array): PsdHeaderResult {
  if (!looksLikePsd(bytes)) return refuse(415, 'This is not a Photoshop file: a .psd or .psb file starts with "8BPS".');
  if (bytes.length < 26) return refuse(400, 'The Photoshop file is cut short: its header is incomplete.');
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const version = view.getUint16(4);
  if (version !== 1 && version !== 2) return refuse(400, `The Photoshop file has an unknown version (${version}).`);
  const header: PsdHeader = {
    psb: version === 2,
    channels: view.getUint16(12),
    height: view.getUint32(14),
    width: view.getUint32(18),
    depth: view.getUint16(22),
    colourMode: COLOUR_MODES[view.getUint16(24)] ?? `mode ${view.getUint16(24)}`,
  };
  if (header.width < 1 || header.height < 1 || header.channels < 1) return refuse(400, 'The Photoshop file is damaged: its canvas has no size.');
  if (header.colourMode === 'CMYK') {
    return refuse(422, 'This Photoshop file is in CMYK. Convert it to RGB in Photoshop (Image › Mode › RGB Color) and upload it again.');
  }
  if (header.colourMode !== 'RGB' && header.colourMode !== 'greyscale') {
    return refuse(422, `This Photoshop file is in ${header.colourMode} mode. Convert it to RGB (Image › Mode › RGB Color) and upload it again.`);
  }
  if (header.depth !== 8 && header.depth !== 16) {
    return refuse(422, `This Photoshop file has ${header.depth} bits per channel. Save it with 8 or 16 bits per channel.`);
  }
  if (header.width > MAX_PSD_SIDE || header.height > MAX_PSD_SIDE || header.width * header.height > MAX_PSD_PIXELS) {
    return refuse(413, `The canvas is ${header.width} × ${header.height} px: at most ${MAX_PSD_SIDE.toLocaleString('en')} px a side and ${MAX_PSD_PIXELS / 1e6} megapixels.`);
  }
  return { ok: true, header };
}
