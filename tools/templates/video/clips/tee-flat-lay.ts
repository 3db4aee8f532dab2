/**
 * A T-shirt laid flat on an oak table, filmed from above: the camera pushes in toward the print while a window
 * light slides round the table. The keyframes are t-shirts-8's staged drape (the same cached cloth simulation) seen
 * from farther away, so every framing (1:1, 9:16, 16:9) holds the whole shirt, and lit by the key light at four
 * places along the window's path; the fill stays.
 */
import { WHITE_ALBEDO } from '../../physical/apparel';
import { readGrid, renderPasses, sceneHash } from '../../physical/blender';
import { layersFromPasses } from '../../physical/layers';
import { stagedTeeScene, stagedCodeHash, portableStaged } from '../../physical/tee-staged';
import { onProductOnly } from '../../physical/tote';
import { FLAT_LAY } from '../../recipes/t-shirts';
import type { ClipRecipe } from '../clip-recipe';

const KEYFRAMES = 4;
/** The shirt fills half the keyframe, so a 16:9 frame (the keyframe's whole width) still shows it whole. */
const VIEW = { ...FLAT_LAY.view, fill: 0.5 };

/** The key light k of KEYFRAMES: 2.1 m out from the shirt and 2.3 m up, swinging from the upper left (150°) to the
 *  lower left (210°) as a window's light does over a few minutes of a late afternoon, sped up. */
function lights(k: number) {
  const angle = ((150 + (60 * k) / (KEYFRAMES - 1)) * Math.PI) / 180;
  return [
    { name: 'key', location: [2.1 * Math.cos(angle), 2.1 * Math.sin(angle), 2.3], target: [0, 0, 0], size: 1.8, energy: 1100 },
    { name: 'fill', location: [1.8, -1.2, 2.0], target: [0, 0, 0], size: 2.4, energy: 260 },
  ];
}

/** Two render threads: clips are built one at a time, not beside the library's templates. */
const scene = (k: number, size: number) => ({ ...stagedTeeScene({ ...FLAT_LAY, view: VIEW }, size), lights: lights(k), threads: 2 });

export const teeFlatLay: ClipRecipe = {
  id: 'tshirt-flat-lay',
  productType: 'tshirt',
  name: 'Flat lay, camera push-in',
  size: 2048,
  keyframes: KEYFRAMES,
  printArea: { name: FLAT_LAY.printArea.name, widthMm: FLAT_LAY.printArea.widthMm, heightMm: FLAT_LAY.printArea.heightMm },
  // Five seconds in, then back out; the light crosses once in seven (so the two never repeat in step).
  motion: { seconds: 5, zoom: [1, 1.14], lightSeconds: 7 },
  inputHash: () =>
    `${sceneHash(Array.from({ length: KEYFRAMES }, (_, k) => portableStaged(scene(k, 2048))))}-${stagedCodeHash()}`,
  async render(k, size) {
    const passes = await renderPasses(scene(k, size), console.log);
    return onProductOnly(layersFromPasses(passes.dir, size, WHITE_ALBEDO, readGrid(passes.dir)));
  },
};
