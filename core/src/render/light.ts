/**
 * Light in linear terms: the sRGB transfer functions, and the tables the renderer's hot loops use instead of them.
 * Bytes (images, maps, colours) are sRGB-encoded; light multiplies and adds only in linear terms.
 */

/** sRGB-encoded value (0…1) → linear light (0…1). */
export function srgbToLinear(v: number): number {
  return v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
}

/** Linear light (0…1; more is not clamped) → sRGB-encoded value. */
export function linearToSrgb(l: number): number {
  return l <= 0.0031308 ? l * 12.92 : 1.055 * l ** (1 / 2.4) - 0.055;
}

/** Linear light of each sRGB byte. */
export const BYTE_TO_LINEAR = Float32Array.from({ length: 256 }, (_, b) => srgbToLinear(b / 255));

/** Steps of LINEAR_TO_BYTE: enough that even the darkest values land within half a level of the exact encoding. */
export const LINEAR_STEPS = 4096;

/** The sRGB encoding, in 0…255 units (not rounded), of linear light k / LINEAR_STEPS. */
export const LINEAR_TO_BYTE = Float32Array.from({ length: LINEAR_STEPS + 1 }, (_, k) => 255 * linearToSrgb(k / LINEAR_STEPS));

/** The sRGB encoding in 0…255 units (not rounded) of linear light `l` ≥ 0, clamped at 1: a table lookup. */
export function linearToByte(l: number): number {
  return LINEAR_TO_BYTE[l < 1 ? (l * LINEAR_STEPS + 0.5) | 0 : LINEAR_STEPS]!;
}

/**
 * The renderer's recolouring of one channel, in linear light: a surface of colour `colour` (linear) under the light
 * a white one reflects there (`shade`, linear) plus gloss (`gloss`, linear), encoded in 0…255 units.
 */
export const recolour = (colour: number, shade: number, gloss: number) => linearToByte(colour * shade + gloss);

/** A white product as the renderer draws it, from its shade and highlight (0…1, encoded): sRGB(S + G), clamped. */
export const whiteProduct = (shade: number, highlight: number) => linearToSrgb(Math.min(1, srgbToLinear(shade) + srgbToLinear(highlight)));
