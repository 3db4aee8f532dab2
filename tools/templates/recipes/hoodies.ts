/** Hoodies: pullover and zip, front and back, ghost, hanging and flat lay, all FreeSewing's Hugo sewn, draped and
 *  rendered by Cycles. The views in SPECS are draped on an invisible dress form: the back view with the hood laid down
 *  its back (physical/hoodie.ts), the front and three-quarter views with the hood up over an invisible head
 *  (physical/hoodie-front.ts), the zip hoodie's front that drape with a zip built on it (physical/hoodie-zip.ts). The
 *  staged views hang on a hanger (physical/hoodie-staged.ts, physical/hoodie-zip-hung.ts) or lie flat
 *  (physical/hoodie-flat.ts). */
import { hoodieRecipe, type HoodieSpec } from '../physical/hoodie';
import { hoodieFrontRecipe } from '../physical/hoodie-front';
import { hoodieZipRecipe } from '../physical/hoodie-zip';
import { CROPPED, croppedHoodieRecipe } from '../physical/hoodie-cropped';
import { flatHoodieRecipe, type FlatHoodieSpec } from '../physical/hoodie-flat';
import { stagedHoodieRecipe, type StagedHoodieSpec } from '../physical/hoodie-staged';
import { hoodieZipHungRecipe } from '../physical/hoodie-zip-hung';
import type { Recipe } from '../recipe';

/** The physical prints lie where the drape's fabric is within the build's stretch limit: with the neckline held
 *  round the form's neck, the chest from 13 cm below the neckline down to 4 cm above the pocket, and the back from
 *  below the laid-down hood to 3.5 cm above the waistband. */
const CHEST = { name: 'front', panel: 'front', widthMm: 280, heightMm: 240, belowNeckMm: 150 } as const;
const BACK = { name: 'back', panel: 'back', widthMm: 300, heightMm: 260, belowNeckMm: 350 } as const;
const STUDIO_LIGHT: [number, number, number] = [0.72, 0.72, 0.7];
/** A cool grey (#dde1e5) as a linear albedo a little darker, as STUDIO_LIGHT is to #e7e7e5. */
const STUDIO_COOL: [number, number, number] = [0.7, 0.72, 0.75];
const STUDIO_WARM: [number, number, number] = [0.74, 0.62, 0.52];
/** Hugo with 14 % more length than its default hem at the hips: a hoodie's 72 cm from the shoulder. */
const pullover: HoodieSpec['garment'] = { body: 'male', size: '42', options: { lengthBonus: 0.14 } };

/** The physical hoodies: one drape seen from the front, the back (the hood lying on it) and three-quarters. */
export const SPECS: HoodieSpec[] = [
  {
    id: 'hoodies-1', category: 'hoodies', type: 'hoodie', style: 'pullover, ghost mannequin front, hood up, light studio',
    garment: pullover, printArea: CHEST, view: { azimuth: 0, elevation: 8, lens: 85, fill: 0.84 }, backdrop: STUDIO_LIGHT,
  },
  {
    id: 'hoodies-3', category: 'hoodies', type: 'hoodie', style: 'back view with the hood down, large back print',
    garment: pullover, printArea: BACK, view: { azimuth: 180, elevation: 8, lens: 85, fill: 0.84 }, backdrop: STUDIO_LIGHT,
  },
  {
    id: 'hoodies-7', category: 'hoodies', type: 'hoodie', style: 'pullover, hood up, three-quarter view from the right, warm studio',
    garment: pullover, printArea: CHEST, view: { azimuth: 30, elevation: 8, lens: 85, fill: 0.84 }, backdrop: STUDIO_WARM,
  },
  // The pullover front's drape with a centre-front zip built on it (physical/hoodie-zip.ts). The left chest (the
  // wearer's left, the picture's right) 100 mm square as printers offer it, its centre 95 mm from the centre front
  // (nearer, the right cord hangs across it) and its top 120 mm below the neckline's centre (the hood's V covers the
  // first 50 mm below it): there a disc of the drape's fabric is 1.007 wide per 1 high (median of the 2048² UV pass).
  {
    id: 'hoodies-2', category: 'hoodies', type: 'zip-hoodie', style: 'zip hoodie front, left-chest print, cool studio',
    garment: pullover, printArea: { name: 'left chest', panel: 'front', widthMm: 100, heightMm: 100, belowNeckMm: 120, offsetMm: 95 },
    view: { azimuth: 0, elevation: 8, lens: 85, fill: 0.84 }, backdrop: STUDIO_COOL,
  },
  // Hugo on the women's size-38 body, 25 % of its neck-to-hip length shorter than bare Hugo (whose hem reaches the
  // hips), so its band ends at the natural waist; a roomier chest and a hem eased less, boxy as a crop is. Sewn
  // without the pocket (physical/hoodie-cropped.ts); the chest print from 7 cm below the neckline to 6.6 cm above the
  // band, where the drape's fabric is within the build's stretch limit (the body's last 5 cm is drawn down ×1.1 by the band).
  {
    id: 'hoodies-8', category: 'hoodies', type: 'hoodie', style: "cropped women's hoodie, soft pink studio",
    garment: { body: 'female', size: '38', options: { lengthBonus: -0.25, chestEase: 0.12, hipsEase: 0.06 } },
    printArea: { name: 'front', panel: 'front', widthMm: 240, heightMm: 180, belowNeckMm: 70 },
    view: { azimuth: 0, elevation: 8, lens: 85, fill: 0.84 }, backdrop: [0.9, 0.76, 0.75],
  },
];

/** Off the form (physical/hoodie-staged.ts): the same drape hung on a wooden hanger against a plaster wall, the hood
 *  down the back. */
const CHEST_STAGED = { name: 'front', panel: 'front', widthMm: 240, heightMm: 200, belowNeckMm: 130 } as const;
export const STAGED: StagedHoodieSpec[] = [
  {
    id: 'hoodies-4', type: 'hoodie', style: 'on a wooden hanger against a plaster wall',
    garment: pullover, printArea: CHEST_STAGED, stage: { kind: 'hanger', wall: [0.66, 0.62, 0.56], wood: [0.45, 0.27, 0.13] },
    view: { azimuth: 0, elevation: 10, lens: 70, fill: 0.84 },
  },
];

/** The zip hoodie hung (physical/hoodie-zip-hung.ts): hoodies-4's drape and hanger (the staged drape shared), the zip
 *  built on the front's centre line, the wall panelled in oak boards; a lighter beech hanger so it reads against them.
 *  The left-chest print as on hoodies-2: the wearer's left, the picture's right. */
export const ZIP_HUNG: StagedHoodieSpec = {
  id: 'hoodies-6', type: 'zip-hoodie', style: 'zip hoodie on a wooden hanger, oak-panelled wall',
  garment: pullover, printArea: { name: 'left chest', panel: 'front', widthMm: 100, heightMm: 100, belowNeckMm: 120, offsetMm: 95 },
  stage: { kind: 'hanger', wall: [0.36, 0.21, 0.1], wood: [0.62, 0.43, 0.25] },
  view: { azimuth: 0, elevation: 10, lens: 70, fill: 0.84 },
};

/** The flat lay (physical/hoodie-flat.ts): the same drape turned front up and squashed as the staged hoodies are, then
 *  drawn onto the concrete by soft goal springs (stiffness 8, eased to 3 over the last 25 of 80 frames; weight 0.8 on
 *  the sleeves, 0.35 on the hood, 0.2 on the body) towards its start averaged with its mirror image, heights pressed
 *  to 15 %: let fall as before, one sleeve sprang out and the other rolled under (the start lies 12 mm from its mirror
 *  image, median). The hood lies on its back, its walls laid out to half its 26.5 cm depth and folded back over, so
 *  its rim lies where it was worn and its inside shows (opened like a book, it lay as a flap wider than the body).
 *  Left so, the cloth's sleeves stood 2.7 cm high and ended in claws, and the hood's inside was lit as its outside;
 *  the claws were the seams' relaxing (10 passes over the seams and two rings round them: the cuff's four rows and the
 *  sleeve's underarm seam, its whole length), which shrank the open cuffs' and hem's corners. So a stylist's press
 *  follows the cached lay (`press`, blender/hoodie_flat/press.py): below the underarm each sleeve lies as two layers
 *  8 mm apart as wide as its half round (15 cm at the elbow; the 22 cm rib cuff 10 cm wide, its end square) along the
 *  straight line through the settled sleeve (the points within 12 mm of a fold moved onto it: the coarse mesh's folds
 *  came out scalloped), 8 % of the cloth's wobble kept, a 3 mm crease across the elbow; the open edges, ribs and
 *  squared sleeves are kept out of the relaxing; the other heights pressed to 55 % with 3 mm of ripple; the hood's
 *  folded-over layer raised 2.2 cm over its inside and its rim 3 cm more (both doubled where it crosses the crown),
 *  leaning 2 cm in over the opening; the seams sunk 4 mm. The key light lower than the staged hoodies' (38° over the
 *  table, from the top left, not 50°) throws the raised rim's shade over the upper third of the hood's inside and the
 *  edges' onto the concrete; the inside's middle is lit as the chest. The cords mirrored and straight; ironed 3
 *  passes. The front print 240 × 180 mm from 170 mm below the neckline: there a disc of the laid fabric is 0.993 wide
 *  per 1 high (the print area's 180 mm disc; 40 mm discs 0.996 median, 0.933–1.032 5th–95th percentile, from the 2048²
 *  UV pass), the top corners by the collar's soft crease the furthest from round (0.91 and 1.13). */
export const FLAT_LAY: FlatHoodieSpec = {
  id: 'hoodies-5', type: 'hoodie', style: 'flat lay on concrete, the hood laid flat above the collar',
  garment: pullover, printArea: { ...CHEST_STAGED, heightMm: 180, belowNeckMm: 170 }, stage: { kind: 'flat', surface: 'concrete', colour: [0.38, 0.38, 0.36] },
  fold: { fold: 0.5, centre: 120, blend: 20 },
  even: { sleeves: 0.8, hood: 0.35, body: 0.2, stiffness: [8, 3], frames: [20, 25], press: 0.15, tube: 1 },
  iron: 3,
  press: {
    floor: 0.0012, from: -120, full: -260, cuffAt: -540, layer: 0.008, snap: 12, keep: 0.08, uneven: 0.003, elbow: [-330, 0.003, 18],
    press: 0.55, hood: 0.022, rim: 0.03, crown: 1, overhang: 0.02, seam: 0.004,
  },
  lights: [
    { name: 'key', location: [-2.1, 1, 1.8], target: [0, 0, 0], size: 1.6, energy: 1800 },
    { name: 'fill', location: [1.8, -1.2, 2], target: [0, 0, 0], size: 2.4, energy: 300 },
  ],
  view: { azimuth: 0, elevation: 90, lens: 50, fill: 0.86 },
};

/** The front views of the zip hoodie: the hood-up drape with a zip built on it. */
export const ZIPPED: readonly string[] = ['hoodies-2'];

/** The views seen from the front: with the hood laid down it lies hidden behind the back and the hoodie reads as a
 *  sweatshirt, so they have their own drape, the hood up. */
export const HOOD_UP: readonly string[] = ['hoodies-1', 'hoodies-7'];

/** A SPECS view's kind: the cropped drape, the zip built on the hood-up drape, the hood up, or the back view's. */
function specRecipe(s: HoodieSpec): Recipe {
  if (CROPPED.includes(s.id)) return croppedHoodieRecipe(s);
  if (ZIPPED.includes(s.id)) return hoodieZipRecipe(s);
  return HOOD_UP.includes(s.id) ? hoodieFrontRecipe(s) : hoodieRecipe(s);
}

const spec = (id: string) => SPECS.find((s) => s.id === id)!;
const staged = (id: string) => STAGED.find((s) => s.id === id)!;

/** The eight hoodies, in the catalogue's order. */
export const recipes: Recipe[] = [
  specRecipe(spec('hoodies-1')),
  specRecipe(spec('hoodies-2')),
  specRecipe(spec('hoodies-3')),
  stagedHoodieRecipe(staged('hoodies-4')),
  flatHoodieRecipe(FLAT_LAY),
  hoodieZipHungRecipe(ZIP_HUNG),
  specRecipe(spec('hoodies-7')),
  specRecipe(spec('hoodies-8')),
];
