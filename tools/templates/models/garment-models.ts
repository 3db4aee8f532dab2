/**
 * The 3D editor's garments: the drape a product's templates are rendered from, exported by Blender as glTF
 * (blender/garment_model/export_garment.py) with the print areas of its pattern and a soft studio's light baked into
 * its vertices.
 */
import path from 'node:path';
import type { PrintAreaSpec } from '../physical/apparel';
import { hoodieFrontScene } from '../physical/hoodie-front';
import { ghostTeeScene } from '../physical/tee-ghost';
import { SPECS as HOODIES } from '../recipes/hoodies';
import { GHOST_TEES } from '../recipes/t-shirts';

export const GARMENT_MODEL_SCRIPT = 'garment_model/export_garment.py';

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

export interface GarmentModelSpec {
  /** The 3D product it is for, and the file name under web/public/models/. */
  product: string;
  /** The template scene whose drape the model is (rendered small first, when its drape is not cached). */
  template: () => object;
  scene: () => object;
}

/** A print area as the model carries it: its panel and its rectangle of the flat pattern, mm. */
function patternArea(name: string, panel: string, sceneWithArea: TemplateScene) {
  const { x0, x1, y0, y1 } = sceneWithArea.printArea;
  return { name, panel, x0, x1, y0, y1 };
}

/** The export's scene: the template's drape, its panels, and the print areas measured on its pattern. */
function modelScene(template: TemplateScene, areas: ReturnType<typeof patternArea>[]) {
  return {
    script: GARMENT_MODEL_SCRIPT,
    garment: { drapeFile: template.garment.drapeFile },
    panels: template.garment.plan.panels.map((p) => p.name),
    printAreas: areas,
    thickness: 0.0014,
    // The cloth grid's crumple eased (Cycles subdivides it away on the templates); 4 passes at half strength.
    smoothing: { factor: 0.5, iterations: 4 },
    light: SOFT_STUDIO,
    samples: 512,
    draftRatio: 0.2,
  };
}

/** A model's scene without where this machine caches drapes: what its committed hash is taken of. */
export function portableModelScene(scene: object) {
  const { garment } = scene as { garment: { drapeFile: string } };
  return { ...scene, garment: { ...garment, drapeFile: path.basename(garment.drapeFile) } };
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

export const GARMENT_MODELS: GarmentModelSpec[] = [
  {
    product: 't-shirt',
    template: () => ghostTeeScene(tee, DRAPE_ONLY),
    scene: () =>
      modelScene(ghostTeeScene(tee, DRAPE_ONLY), [
        patternArea('front', 'front', ghostTeeScene(tee, DRAPE_ONLY)),
        patternArea('back', 'back', ghostTeeScene({ ...tee, printArea: TEE_BACK }, DRAPE_ONLY)),
      ]),
  },
  {
    product: 'hoodie',
    template: () => hoodieFrontScene(hoodie, DRAPE_ONLY),
    scene: () =>
      modelScene(hoodieFrontScene(hoodie, DRAPE_ONLY), [
        patternArea('front', 'front', hoodieFrontScene(hoodie, DRAPE_ONLY)),
        patternArea('back', 'back', hoodieFrontScene({ ...hoodie, printArea: HOODIE_BACK }, DRAPE_ONLY)),
      ]),
  },
];
