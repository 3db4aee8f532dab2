import type { Texture } from 'three';
import { DEFAULT_BOX_SPEC, type BoxSpec } from '../../../../../core/src/box/box-spec';
import { boxShape, boxSizeOf } from '../geometry/box';
import { dielineTexture } from './generated-textures';
import { boxKey } from './models';

/** Sheets kept: the default box's and the last few sizes, as for the models. */
const KEPT = 6;
const drawn = new Map<string, Texture>();

/** The mailer's lid is board over the walls' rolled tops: its edge shows this far below them. */
const MAILER_SEAM_M = 0.004;

/** The board texture of a box of this size, drawn once and shared by its parts (and the lid box's lid). */
export function boxTexture(box: BoxSpec = DEFAULT_BOX_SPEC): Texture {
  // Tuck-end and lid boxes share a sheet: the lid box's lid hides where they differ.
  const key = boxKey({ ...box, style: box.style === 'mailer' ? 'mailer' : 'tuck-end' });
  let texture = drawn.get(key);
  if (!texture) {
    const size = boxSizeOf(box);
    const seam = box.style === 'mailer' ? MAILER_SEAM_M / (size.height + 2 * size.depth) : undefined;
    texture = dielineTexture(boxShape(size).dieline, seam);
    drawn.set(key, texture);
    // Forget the oldest, never the default; a texture still on screen is re-uploaded if it is asked for again.
    const old = [...drawn.keys()].filter((k) => k !== boxKey(DEFAULT_BOX_SPEC));
    if (old.length > KEPT) {
      drawn.get(old[0]!)!.dispose();
      drawn.delete(old[0]!);
    }
  }
  return texture;
}
