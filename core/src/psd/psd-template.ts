/**
 * The contract of a template imported from a Photoshop file (issue #31): what the import answers, and the plan it
 * keeps — the layer stack with everything that does not depend on the user's design or colour flattened into
 * cached images, and the dynamic layers (smart objects as print areas, the product-colour layer) left in place.
 */
import { z } from 'zod';
import { BLEND_MODES } from './blend-modes';

/** The working canvas's longest side: cached layers are kept at most this large (renders above it are upscaled). */
export const PSD_WORK_MAX_SIDE = 2048;

/** POST /api/own-templates/psd → 201. */
export const psdImportResultSchema = z.object({
  id: z.string(),
  areas: z.array(z.object({ name: z.string(), width: z.number(), height: z.number() })),
  unsupported: z.array(z.object({ layer: z.string(), feature: z.string() })),
});
export type PsdImportResult = z.infer<typeof psdImportResultSchema>;
export type UnsupportedFeature = PsdImportResult['unsupported'][number];

const blendMode = z.enum(BLEND_MODES);
const unit = z.number().min(0).max(1);
const int = z.number().int();

/** A file over its own rectangle (working pixels). */
const rectFile = z.object({ file: z.string(), left: int, top: int, width: int.positive(), height: int.positive() });
/** A mask kept as a grey PNG file over its own rectangle (working pixels). */
const maskSchema = z.object({ file: z.string(), left: int, top: int, width: int.positive(), height: int.positive(), outside: int.min(0).max(255) });

const common = {
  name: z.string(),
  opacity: unit,
  clipping: z.boolean(),
  mask: maskSchema.optional(),
};

/** A cached image: an RGBA PNG over its rectangle (its own mask already multiplied into its alpha). */
const imageStep = z.object({ kind: z.literal('image'), ...common, blendMode, fill: unit, file: z.string(), left: int, top: int, width: int.positive(), height: int.positive() });
/** The product-colour layer: its coverage (a grey PNG over its rectangle) filled with the chosen colour. */
const colourStep = z.object({ kind: z.literal('colour'), ...common, blendMode, fill: unit, file: z.string(), left: int, top: int, width: int.positive(), height: int.positive() });
const hslValues = { hue: z.number().min(-360).max(360), saturation: z.number().min(-100).max(100), lightness: z.number().min(-100).max(100) };
/** Hue/Saturation's settings (core/src/psd/hue-saturation.ts). */
const hueSaturationSchema = z.object({
  master: z.object(hslValues),
  ranges: z.array(z.object({ ...hslValues, hues: z.tuple([z.number(), z.number(), z.number(), z.number()]) })).max(6),
  colorize: z.object(hslValues).optional(),
});
/**
 * An adjustment layer: levels, curves, invert, posterize, exposure and legacy brightness/contrast as its 3 × 256
 * lookup table (core/src/psd/adjustments.ts); hue/saturation as its settings, after an identity table.
 */
const adjustStep = z.object({ kind: z.literal('adjust'), ...common, blendMode, table: z.array(int.min(0).max(255)).length(768), hueSaturation: hueSaturationSchema.optional() });
/** A smart object: print area `area`, drawn through its mesh. */
const areaStep = z.object({
  kind: z.literal('area'),
  ...common,
  blendMode,
  fill: unit,
  area: int.min(0),
  /** The Gaussian Blur smart filter's radius (σ) in working pixels, applied to whatever is drawn in the area. */
  blur: z.number().min(0).max(1000).optional(),
  /**
   * The Displace smart filter (core/src/psd/displace.ts): the largest shift across (x) and down (y) in working pixels,
   * and its map, a grey PNG over its rectangle (working pixels; 128 moves nothing). Without a map, nothing moves.
   */
  displace: z.object({ x: z.number().min(-4096).max(4096), y: z.number().min(-4096).max(4096), map: rectFile.optional() }).optional(),
});

export type PsdStep =
  | z.infer<typeof imageStep>
  | z.infer<typeof colourStep>
  | z.infer<typeof areaStep>
  | z.infer<typeof adjustStep>
  | (z.infer<z.ZodObject<typeof common>> & { kind: 'group'; blendMode: z.infer<typeof blendMode> | 'pass through'; children: PsdStep[] });

export const psdStepSchema: z.ZodType<PsdStep> = z.lazy(() =>
  z.discriminatedUnion('kind', [
    imageStep,
    colourStep,
    areaStep,
    adjustStep,
    z.object({ kind: z.literal('group'), ...common, blendMode: z.union([blendMode, z.literal('pass through')]), children: z.array(psdStepSchema) }),
  ]),
);

export const psdAreaSchema = z.object({
  name: z.string(),
  /** The smart object's own size, pixels (its proportions are the print's). */
  width: z.number().positive(),
  height: z.number().positive(),
  /** The surface mesh in working-canvas pixels (core/src/render/types.ts SurfaceMesh). */
  mesh: z.object({ cols: int.positive(), rows: int.positive(), points: z.array(z.number()) }),
  /** The smart object's embedded contents as a PNG, for the preview, when they could be read. */
  contents: z.string().optional(),
});
export type PsdArea = z.infer<typeof psdAreaSchema>;

/** psd.json: everything a render needs beside the cached files. */
export const psdPlanSchema = z.object({
  /** The working canvas (the file's canvas scaled so its longest side is at most PSD_WORK_MAX_SIDE). */
  width: int.positive(),
  height: int.positive(),
  /** The file's own canvas. */
  sourceWidth: int.positive(),
  sourceHeight: int.positive(),
  areas: z.array(psdAreaSchema),
  /** The product colour the file was saved with (#rrggbb), when it has a colour layer. */
  colour: z.string().optional(),
  stack: z.array(psdStepSchema),
  unsupported: z.array(z.object({ layer: z.string(), feature: z.string() })),
});
export type PsdPlan = z.infer<typeof psdPlanSchema>;

/** GET /api/own-templates/:id/plan: what the web shows of an imported PSD beside its renders. */
export const psdTemplateSummarySchema = z.object({
  width: z.number(),
  height: z.number(),
  areas: psdImportResultSchema.shape.areas,
  colour: z.string().optional(),
  unsupported: psdImportResultSchema.shape.unsupported,
});
export type PsdTemplateSummary = z.infer<typeof psdTemplateSummarySchema>;

/** Every file a plan names (cached layers, masks, smart objects' contents): what a renderer must load. */
export function planFiles(plan: PsdPlan): string[] {
  const names = new Set<string>(plan.areas.flatMap((area) => (area.contents ? [area.contents] : [])));
  const visit = (step: PsdStep) => {
    if (step.kind === 'image' || step.kind === 'colour') names.add(step.file);
    if (step.mask) names.add(step.mask.file);
    if (step.kind === 'area' && step.displace?.map) names.add(step.displace.map.file);
    if (step.kind === 'group') step.children.forEach(visit);
  };
  plan.stack.forEach(visit);
  return [...names];
}
