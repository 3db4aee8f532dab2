/**
 * The 3D editor's products made in Blender: a garment's drape, the one its templates are rendered from
 * (blender/model/export_garment.py), the mug and the phone case the templates are modelled as
 * (blender/model/export_mug.py, export_case.py; the phone is that case turned to its screen) and a water bottle
 * (export_bottle.py), exported as glTF with their print areas in millimetres and a soft studio's light baked into their
 * vertices.
 */
import path from 'node:path';
import type { PrintAreaSpec } from '../physical/apparel';
import { hoodieFrontScene } from '../physical/hoodie-front';
import { ELEVEN_OZ } from '../physical/mug';
import { BACK_PRINT, CASE } from '../physical/phone-case';
import { ghostTeeScene } from '../physical/tee-ghost';
import { SPECS as HOODIES } from '../recipes/hoodies';
import { GHOST_TEES } from '../recipes/t-shirts';

const GARMENT_SCRIPT = 'model/export_garment.py';
const MUG_SCRIPT = 'model/export_mug.py';
const CASE_SCRIPT = 'model/export_case.py';
const BOTTLE_SCRIPT = 'model/export_bottle.py';

/**
 * Light baked into a model: a uniform sky (the occlusion of folds, underarms and the inside) and a large soft box
 * overhead. Both look the same from every side, so the light stays true as the product turns about the vertical
 * (the editor's own lights add the direction).
 */
const SOFT_STUDIO = { sky: 1, key: { location: [0, 0, 2.5], size: 3, energy: 25 } };

/** What a template's scene holds that a model is made from. */
interface TemplateScene {
  garment: { drapeFile: string; plan: { panels: { name: string }[] } };
  printArea: { x0: number; x1: number; y0: number; y1: number };
}

export interface ProductModelSpec {
  /** The 3D product it is for, and the file name under web/public/models/. */
  product: string;
  /** A garment's template scene, whose drape the model is (rendered small first, when its drape is not cached). */
  template?: () => object;
  scene: () => object;
}

/** A print area as the model carries it: its panel and its rectangle of the flat pattern, mm. */
function patternArea(name: string, panel: string, sceneWithArea: TemplateScene) {
  const { x0, x1, y0, y1 } = sceneWithArea.printArea;
  return { name, panel, x0, x1, y0, y1 };
}

/** What every export's scene holds: the light baked in, and the draft's share of the triangles. */
const BAKE = { light: SOFT_STUDIO, samples: 512, draftRatio: 0.2 };

/** A garment's export: the template's drape, its panels, and the print areas measured on its pattern. */
function garmentScene(template: TemplateScene, areas: ReturnType<typeof patternArea>[]) {
  return {
    script: GARMENT_SCRIPT,
    garment: { drapeFile: template.garment.drapeFile },
    panels: template.garment.plan.panels.map((p) => p.name),
    printAreas: areas,
    thickness: 0.0014,
    // The cloth grid's crumple eased (Cycles subdivides it away on the templates); 4 passes at half strength.
    smoothing: { factor: 0.5, iterations: 4 },
    ...BAKE,
  };
}

/** A model's scene without where this machine caches drapes: what its committed hash is taken of. */
export function portableModelScene(scene: object) {
  const { garment } = scene as { garment?: { drapeFile: string } };
  return garment ? { ...scene, garment: { ...garment, drapeFile: path.basename(garment.drapeFile) } } : scene;
}

/** The size the template is rendered at when only its drape is wanted. */
const DRAPE_ONLY = 64;

const tee = GHOST_TEES.find((s) => s.id === 't-shirts-1')!;
/** The tee's back: a full back below the collar, as printers offer it. */
const TEE_BACK: PrintAreaSpec = { name: 'back', panel: 'back', widthMm: 300, heightMm: 400, belowNeckMm: 90 };

/** The pullover with its hood up (the front views' drape, hoodies-1): it reads as a hoodie from every side. */
const hoodie = HOODIES.find((s) => s.id === 'hoodies-1')!;
/** With the hood up the back is clear from below the hood's seam to above the waistband. */
const HOODIE_BACK = { name: 'back', panel: 'back', widthMm: 300, heightMm: 340, belowNeckMm: 150 } as const;

/**
 * A garment's model: its template's drape (`templateWith()`, the template's own scene) with the template's print area
 * as its front and `back` measured on the same pattern.
 */
function garmentModel<Area>(product: string, templateWith: (area?: Area) => TemplateScene, back: Area): ProductModelSpec {
  return {
    product,
    template: () => templateWith(),
    scene: () => {
      const template = templateWith();
      return garmentScene(template, [patternArea('front', 'front', template), patternArea('back', 'back', templateWith(back))]);
    },
  };
}

/** The phone in its case, seen from its back (the phone case) or its screen (`facing: 'screen'`, the phone). */
function phoneModel(product: string, facing: 'screen' | undefined, area: { name: string; panel: string; x0: number; x1: number; y0: number; y1: number }): ProductModelSpec {
  return { product, scene: () => ({ script: CASE_SCRIPT, case: CASE, ...(facing ? { facing } : {}), printAreas: [area], ...BAKE }) };
}

/** The mug: the 11 oz of the mug templates, as finely divided as they render it; its print faces the front. */
const MUG_PRINT = { widthMm: 110, heightMm: 75, aboveFootMm: 12 };

export const PRODUCT_MODELS: ProductModelSpec[] = [
  garmentModel('t-shirt', (area) => ghostTeeScene(area ? { ...tee, printArea: area } : tee, DRAPE_ONLY), TEE_BACK),
  garmentModel('hoodie', (area) => hoodieFrontScene(area ? { ...hoodie, printArea: area } : hoodie, DRAPE_ONLY), HOODIE_BACK),
  {
    product: 'mug',
    scene: () => ({
      script: MUG_SCRIPT,
      mug: { ...ELEVEN_OZ, segments: 96, rows: 24 },
      printAreas: [
        { name: 'front', panel: 'side', x0: -MUG_PRINT.widthMm / 2, x1: MUG_PRINT.widthMm / 2, y0: MUG_PRINT.aboveFootMm, y1: MUG_PRINT.aboveFootMm + MUG_PRINT.heightMm },
      ],
      ...BAKE,
    }),
  },
  phoneModel('phone-case', undefined, { name: 'back', panel: 'back', x0: BACK_PRINT.x0, x1: BACK_PRINT.x0 + BACK_PRINT.widthMm, y0: BACK_PRINT.y0, y1: BACK_PRINT.y0 + BACK_PRINT.heightMm }),
  {
    product: 'bottle',
    scene: () => ({
      script: BOTTLE_SCRIPT,
      // A 750 ml steel bottle: 73 mm across, 265 mm tall with its cap.
      bottle: { radiusMm: 36.5, heightMm: 225, neckMm: 21, capMm: 23, segments: 96, rows: 40 },
      // A front logo's area: 80 mm of arc (126° of the 229 mm round), so a design at full size stays in view.
      printAreas: [{ name: 'front', panel: 'side', x0: -40, x1: 40, y0: 40, y1: 160 }],
      ...BAKE,
    }),
  },
  // The same phone in its case, its screen to the viewer: the design fills the screen inside its 3 mm lip.
  phoneModel('phone', 'screen', { name: 'front', panel: 'screen', x0: 3, x1: CASE.widthMm - 3, y0: 3, y1: CASE.heightMm - 3 }),
];
