/** The product colours of spec §3; any other #RRGGBB works too. */
export const PRODUCT_COLOURS = [
  { name: 'White', value: '#FFFFFF' },
  { name: 'Black', value: '#000000' },
  { name: 'Navy', value: '#1e3a8a' },
  { name: 'Red', value: '#dc2626' },
  { name: 'Green', value: '#16a34a' },
  { name: 'Purple', value: '#9333ea' },
] as const;

export const HEX_COLOUR = /^#[0-9a-fA-F]{6}$/;

export function parseHexColour(hex: string): [number, number, number] {
  if (!HEX_COLOUR.test(hex)) throw new Error(`Not a #RRGGBB colour: ${hex}`);
  const n = Number.parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}
