/**
 * Where a design goes on each mockup type (spec §3): a box in percent of the mockup picture and a
 * rotation in degrees. The renderer uses the box's aspect (width / height) as the print area's shape.
 */
export interface PlacementPreset {
  /** Centre of the print box, percent of the picture width. */
  x: number;
  /** Centre of the print box, percent of the picture height. */
  y: number;
  width: number;
  height: number;
  rotation: number;
}

const box = (x: number, y: number, width: number, height: number, rotation = 0): PlacementPreset =>
  Object.freeze({ x, y, width, height, rotation });

const TSHIRT = box(50, 42, 32, 38);

export const PLACEMENT_PRESETS: Readonly<Record<string, PlacementPreset>> = Object.freeze({
  // Apparel: chest prints on tops.
  't-shirt': TSHIRT,
  'classic-t-shirt': TSHIRT,
  'mens-t-shirt': box(50, 41, 32, 38),
  'womens-t-shirt': box(50, 43, 28, 34),
  'oversized-t-shirt': box(50, 42, 36, 40),
  'v-neck': box(50, 45, 30, 34),
  'round-neck': TSHIRT,
  'pocket-t-shirt': box(60, 36, 12, 12),
  'flat-lay-t-shirt': box(50, 43, 34, 38),
  tank: box(50, 46, 28, 34),
  'tank-top': box(50, 46, 28, 34),
  crop: box(50, 40, 30, 24),
  'crop-top': box(50, 40, 30, 24),
  'long-sleeve': box(50, 42, 30, 36),
  henley: box(50, 46, 28, 32),
  polo: box(50, 46, 28, 30),
  baseball: box(50, 44, 30, 34),
  raglan: box(50, 44, 30, 34),
  jersey: box(50, 44, 32, 36),
  hoodie: box(50, 44, 30, 26),
  'zip-hoodie': box(62, 40, 12, 12),
  sweatshirt: box(50, 42, 32, 32),
  cap: box(50, 40, 26, 16),
  shoe: box(50, 50, 30, 16, -8),
  patch: box(50, 50, 40, 40),
  // Tech: screens are the whole display.
  iphone: box(50, 50, 26, 56),
  'iphone-15': box(50, 50, 26, 56),
  'iphone-15-pro': box(50, 50, 26, 56),
  'iphone-14': box(50, 50, 26, 56),
  'iphone-se': box(50, 50, 24, 44),
  'phone-case': box(50, 50, 28, 58),
  tablet: box(50, 50, 52, 70),
  laptop: box(50, 44, 62, 40),
  monitor: box(50, 42, 70, 42),
  watch: box(50, 50, 22, 26),
  // Print and marketing.
  poster: box(50, 50, 46, 64),
  billboard: box(50, 40, 70, 34),
  banner: box(50, 50, 40, 70),
  flyer: box(50, 50, 48, 68),
  'business-card': box(50, 50, 56, 32),
  book: box(50, 50, 42, 62),
  magazine: box(50, 50, 44, 60),
  notebook: box(50, 50, 42, 58),
  calendar: box(50, 46, 50, 40),
  'cd-cover': box(50, 50, 50, 50),
  'greeting-card': box(50, 50, 44, 60),
  canvas: box(50, 50, 54, 54),
  frame: box(50, 50, 40, 52),
  sticker: box(50, 50, 36, 36),
  sign: box(50, 42, 56, 30),
  logo: box(50, 50, 40, 40),
  // Home, bags and packaging.
  'tote-bag': box(50, 56, 36, 36),
  bag: box(50, 52, 36, 36),
  pillow: box(50, 50, 40, 40),
  mug: box(50, 52, 30, 30),
  bottle: box(50, 56, 22, 28),
  can: box(50, 54, 24, 30),
  box: box(50, 50, 36, 36),
  pouch: box(50, 52, 36, 40),
  jar: box(50, 56, 30, 20),
  tube: box(50, 52, 18, 40),
  'pill-bottle': box(50, 58, 22, 22),
  keychain: box(50, 55, 24, 24),
});

/** Spec §3: lowercase, and every character other than a letter, digit or hyphen becomes a hyphen. */
export function normaliseType(type: string): string {
  return type.toLowerCase().replace(/[^a-z0-9-]/g, '-');
}

/** The preset for a mockup type; unknown types get the t-shirt preset. */
export function presetFor(type: string): PlacementPreset {
  return PLACEMENT_PRESETS[normaliseType(type)] ?? TSHIRT;
}
