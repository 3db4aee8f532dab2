/** A pullover hoodie on a wooden hanger against a plaster wall: the camera pushes in toward the print while the window
 *  light swings from grazing the wall to nearly in front (hoodies-4's drape and set, seen from farther away). */
import { stagedHoodieRecipe, stagedHoodieScene } from '../../physical/hoodie-staged';
import { STAGED } from '../../recipes/hoodies';
import { fromStill, litClip } from '../lit-clip';

const HUNG = STAGED.find((s) => s.id === 'hoodies-4')!;
const spec = { ...HUNG, view: { ...HUNG.view, fill: 0.46 } };

export const hoodieHung = litClip({
  id: 'hoodie-hung',
  productType: 'hoodie',
  name: 'On a hanger, window light',
  ...fromStill(stagedHoodieRecipe(HUNG)),
  scene: (size) => stagedHoodieScene(spec, size),
  file: import.meta.url,
  keyframes: 4,
  // The hanger and its hook above the shoulders stay in every framing.
  reach: [0.22, 0, 0, 0],
  sweep: [-20, 40],
  motion: { seconds: 5, zoom: [1, 1.12], lightSeconds: 6 },
});
