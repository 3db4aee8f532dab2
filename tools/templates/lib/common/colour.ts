/** Colours as linear-ish 0…1 RGB triples. */
export type RGB = readonly [number, number, number];

/** '#rrggbb' → 0…1 RGB. */
export function hexRgb(hex: string): RGB {
  const v = Number.parseInt(hex.slice(1), 16);
  return [((v >> 16) & 255) / 255, ((v >> 8) & 255) / 255, (v & 255) / 255];
}

export const mixRgb = (a: RGB, b: RGB, k: number): RGB => [a[0] + (b[0] - a[0]) * k, a[1] + (b[1] - a[1]) * k, a[2] + (b[2] - a[2]) * k];
export const toneRgb = (a: RGB, k: number): RGB => [a[0] * k, a[1] * k, a[2] * k];
