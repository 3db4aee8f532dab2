/** An oversized T-shirt on a wooden hanger against a plaster wall: the camera pushes in toward the print while the
 *  window light swings from grazing the wall to nearly in front (t-shirts-4's drape and set, seen from farther away). */
import { stagedTeeRecipe, stagedTeeScene } from '../../physical/tee-staged';
import { HUNG } from '../../recipes/t-shirts';
import { fromStill, litClip } from '../lit-clip';

/** The shirt fills under half the keyframe: hung, it is taller than wide, and a 16:9 frame is wide. */
const spec = { ...HUNG, view: { ...HUNG.view, fill: 0.46 } };

export const teeHung = litClip({
  id: 'tshirt-hung',
  productType: 'tshirt',
  name: 'On a hanger, window light',
  ...fromStill(stagedTeeRecipe(HUNG)),
  scene: (size) => stagedTeeScene(spec, size),
  file: import.meta.url,
  keyframes: 4,
  // The hanger and its hook above the shoulders stay in every framing.
  reach: [0.22, 0, 0, 0],
  sweep: [-20, 40],
  motion: { seconds: 5, zoom: [1, 1.12], lightSeconds: 6 },
});
