/** A pullover hoodie laid flat on concrete, the hood folded above the collar, filmed from above: the camera pushes in
 *  toward the print while a window light slides round it (hoodies-5's drape and set, seen from farther away). */
import { flatHoodieRecipe, flatHoodieScene } from '../../physical/hoodie-flat';
import { FLAT_LAY } from '../../recipes/hoodies';
import { fromStill, litClip } from '../lit-clip';

const spec = { ...FLAT_LAY, view: { ...FLAT_LAY.view, fill: 0.5 } };

export const hoodieFlatLay = litClip({
  id: 'hoodie-flat-lay',
  productType: 'hoodie',
  name: 'Flat lay, camera push-in',
  ...fromStill(flatHoodieRecipe(FLAT_LAY)),
  scene: (size) => flatHoodieScene(spec, size),
  file: import.meta.url,
  keyframes: 4,
  sweep: [-2, 58],
  motion: { seconds: 5, zoom: [1, 1.14], lightSeconds: 7 },
});
