/** A T-shirt laid flat on an oak table, filmed from above: the camera pushes in toward the print while a window light
 *  slides round the table (t-shirts-8's drape and set, seen from farther away). */
import { stagedTeeRecipe, stagedTeeScene } from '../../physical/tee-staged';
import { FLAT_LAY } from '../../recipes/t-shirts';
import { fromStill, litClip } from '../lit-clip';

/** The shirt fills half the keyframe, so a 16:9 frame (the keyframe's whole width) still shows it whole. */
const spec = { ...FLAT_LAY, view: { ...FLAT_LAY.view, fill: 0.5 } };

export const teeFlatLay = litClip({
  id: 'tshirt-flat-lay',
  productType: 'tshirt',
  name: 'Flat lay, camera push-in',
  ...fromStill(stagedTeeRecipe(FLAT_LAY)),
  scene: (size) => stagedTeeScene(spec, size),
  file: import.meta.url,
  keyframes: 4,
  // From the upper left round to the lower left, as a window's light moves over a late afternoon, sped up.
  sweep: [-2, 58],
  // Five seconds in, then back out; the light crosses once in seven (so the two never repeat in step).
  motion: { seconds: 5, zoom: [1, 1.14], lightSeconds: 7 },
});
