import type { AreaKind } from './print-area-marks';

/** Product types that suit each shape of print area, the one offered first first (ids of PLACEMENT_PRESETS). */
const TYPES_BY_SHAPE: Record<AreaKind, readonly string[]> = {
  cylinder: ['mug', 'bottle', 'can'],
  grid: ['t-shirt', 'hoodie', 'sweatshirt', 'tote-bag', 'pillow'],
  flat: ['poster', 'book', 'box', 'phone-case', 'sticker', 't-shirt', 'hoodie', 'sweatshirt', 'tote-bag', 'pillow'],
};

/** The product type once the user picks a shape: theirs when it suits the shape (a bottle stays a bottle), else the
 *  shape's usual one (a cylinder is a mug, not a T-shirt). */
export function typeForShape(kind: AreaKind, current: string): string {
  const suits = TYPES_BY_SHAPE[kind];
  return suits.includes(current) ? current : suits[0]!;
}
