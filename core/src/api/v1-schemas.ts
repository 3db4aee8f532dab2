/**
 * The public render API's contract (/api/v1): request and answer shapes built from the same schemas the app's own
 * routes use (placement, colour, width, batch limits), with the ids and examples its OpenAPI document shows.
 */
import { z } from 'zod';
import { imageLayerSchema, MAX_AREAS, MAX_LAYERS_PER_AREA, textLayerSchema } from '../editor/document';
import { DEFAULT_TEXT_FONT } from '../text/fonts';
import { batchFieldsSchema, namesTemplates } from '../render/batch-request';
import { colourSchema, MAX_AREA_PLACEMENTS, placementSchema, renderWidthSchema } from '../render/request';
import { hasControlCharacters, idText } from '../schemas/text';
import { MAX_UPLOAD_BYTES } from '../upload/upload-rules';

export const v1Placement = placementSchema.meta({
  id: 'Placement',
  description: 'Where the design sits, relative to the template’s print area: x and y in percent of it (50 = centre), size as a fraction of it, rotation in degrees.',
  example: { x: 50, y: 45, size: 0.8, rotation: 0 },
});

export const v1Colour = colourSchema.meta({ id: 'Colour', description: 'Product colour, #RRGGBB.', example: '#1e3a8a' });

export const v1Width = renderWidthSchema.meta({ description: 'Side of the square PNG in pixels.', example: 1200 });

/** Every v1 error: RFC 9457 problem details. */
export const problemSchema = z
  .object({
    type: z.string().meta({ example: 'https://mockup.studio/problems/unauthorized' }),
    title: z.string().meta({ example: 'Unauthorized' }),
    status: z.number().int().meta({ example: 401 }),
    detail: z.string().meta({ example: 'Unknown API key. Check it was copied whole, or create a new one on the dashboard.' }),
  })
  .meta({ id: 'Problem', description: 'An error, as application/problem+json (RFC 9457).' });

export const v1CategorySchema = z
  .object({
    slug: z.string().meta({ example: 't-shirts' }),
    title: z.string().meta({ example: 'T-Shirts' }),
    group: z.string().meta({ example: 'Apparel' }),
    templateCount: z.number().int().meta({ example: 8 }),
  })
  .meta({ id: 'Category' });

export const v1PrintAreaSchema = z
  .object({
    name: z.string().meta({ example: 'front' }),
    widthMm: z.number().meta({ description: 'Real width on the product, millimetres.', example: 300 }),
    heightMm: z.number().meta({ description: 'Real height on the product, millimetres.', example: 400 }),
  })
  .meta({ id: 'PrintArea' });

export const v1TemplateSchema = z
  .object({
    id: z.string().meta({ example: 't-shirts-1' }),
    title: z.string().meta({ example: "Men's classic tee, ghost mannequin, light studio #1" }),
    category: z.string().meta({ example: 't-shirts' }),
    style: z.string(),
    printAspect: z.number().meta({ description: 'Width ÷ height of the print area.', example: 0.8 }),
    printAreas: z.array(v1PrintAreaSchema).meta({
      description:
        'The print areas this template’s picture shows, with their real size: the one it shows first (the front, a book’s front cover), then any further faces it shows (a book’s spine). Photographic templates may also list areas of other views of the product.',
    }),
    views: z.array(z.string()).meta({
      description:
        'The templates showing the same product, this one first (a hoodie’s front and back views): render each with the areas its `printAreas` name for all views of the product.',
      example: ['hoodies-1', 'hoodies-3'],
    }),
    thumbnailUrl: z.string().meta({ description: 'Absolute URL of a small WebP preview.' }),
  })
  .meta({ id: 'Template' });

/** A print area of one of the key owner's own templates: its proportions, and a PSD smart object's own size. */
export const v1OwnPrintAreaSchema = z
  .object({
    name: z.string().meta({ description: 'A PSD template: the smart object’s layer name, the key of its layers in a render’s `areas`. A photo template: `front` (its one area).', example: 'Your design' }),
    aspect: z.number().meta({ description: 'Width ÷ height of the area: a design of these proportions fills it.', example: 1.25 }),
    width: z.number().optional().meta({ description: 'A PSD template only: the smart object’s own width, pixels.', example: 1000 }),
    height: z.number().optional().meta({ description: 'A PSD template only: the smart object’s own height, pixels.', example: 800 }),
  })
  .meta({ id: 'OwnPrintArea' });

export const v1OwnTemplateSchema = z
  .object({
    id: z.string().meta({ description: 'Render it with this `templateId` (POST /renders, batches).', example: 'own-Xq3vT0b1Yk9pL2mN' }),
    name: z.string().meta({ example: 'Poster mockup' }),
    kind: z.enum(['photo', 'psd']).meta({
      description:
        '`photo`: made from your own product photo; renders `design` + `placement` or `areas: { front: … }`, as PNG, JPEG or WebP. `psd`: imported from a Photoshop file; renders one `design` + `placement` (drawn into every smart object), or `areas` keyed by smart object (`printAreas[].name`) for a design of its own in each, as PNG.',
    }),
    type: z.string().meta({ description: 'The mockup type chosen for it (the editor’s placement presets).', example: 'poster' }),
    printAspect: z.number().meta({ description: 'Width ÷ height of its first print area.', example: 1.25 }),
    printAreas: z.array(v1OwnPrintAreaSchema),
    formats: z.array(z.enum(['png', 'jpeg', 'webp'])).meta({ description: 'The `format`s POST /renders makes for it (`json` keeps a PNG).', example: ['png'] }),
    thumbnailUrl: z.string().meta({ description: 'Absolute URL of a small WebP preview; send the same API key to fetch it.' }),
    createdAt: z.string().meta({ example: '2026-11-28T04:00:00.000Z' }),
  })
  .meta({ id: 'OwnTemplate' });

/** GET /templates: the library's templates as before, and, beside them, the key owner's own templates. */
export const v1TemplatesResponseSchema = z.object({
  templates: z.array(v1TemplateSchema),
  ownTemplates: z.array(v1OwnTemplateSchema).meta({
    description: 'The templates of the key’s account (photo templates and imported Photoshop files), newest first; never another account’s. Not filtered by `category`.',
  }),
});

export const ownTemplateIdParamSchema = z.object({ id: idText(64).meta({ param: { name: 'id', in: 'path' }, example: 'own-Xq3vT0b1Yk9pL2mN' }) });

export const templatesQuerySchema = z.object({
  category: idText(80).optional().meta({ description: 'A category slug; all templates when absent.', example: 't-shirts' }),
});

/** A design: a data URL, an https URL (when the server allows remote designs), or the id of an uploaded design. */
const designFields = {
  design: z
    .string()
    .min(1)
    .max(Math.ceil((MAX_UPLOAD_BYTES * 4) / 3) + 200)
    .optional()
    .meta({
      description: 'The design as a data URL (data:image/png;base64,…; PNG, JPEG, WebP or SVG, at most 10 MB), or an https URL when the server has ALLOW_REMOTE_DESIGNS=on.',
      example: 'data:image/png;base64,iVBORw0KGgo…',
    }),
  designId: idText(80).optional().meta({ description: 'The id of a design you uploaded (your dashboard’s My Designs), instead of `design`.' }),
};

const oneDesign: [(r: { design?: string | undefined; designId?: string | undefined }) => boolean, { message: string; path: string[] }] = [
  (r) => Boolean(r.design) !== Boolean(r.designId),
  { message: 'Send the design as `design` (a data URL or https URL) or `designId`, exactly one of them.', path: ['design'] },
];

const layerPlacement = v1Placement.meta({ description: 'Where the layer sits in its print area, as a single design’s placement (x, y in percent of the area, size 1 = 80 % of it).' });

export const v1ImageLayerSchema = imageLayerSchema
  .extend({
    design: designFields.design.unwrap().meta({
      description: 'The image: a data URL (PNG, JPEG, WebP or SVG), an https URL when the server has ALLOW_REMOTE_DESIGNS=on, or the id of a design you uploaded.',
      example: 'data:image/png;base64,iVBORw0KGgo…',
    }),
    placement: layerPlacement,
    opacity: z.number().min(0).max(1).optional().meta({ description: '0 (invisible) to 1 (default).' }),
  })
  .meta({ id: 'ImageLayer' });

export const v1TextLayerSchema = textLayerSchema
  .extend({
    font: textLayerSchema.shape.font.meta({ description: `A face the app ships (default \`${DEFAULT_TEXT_FONT}\`).` }),
    color: textLayerSchema.shape.color.meta({ description: 'Text colour, #RRGGBB (default #111111).' }),
    size: textLayerSchema.shape.size.meta({ description: 'Font size (the em) as a fraction of the print area’s height, before the placement’s size (default 0.12).' }),
    letterSpacing: textLayerSchema.shape.letterSpacing.meta({ description: 'Extra space between letters, thousandths of an em (default 0).' }),
    align: textLayerSchema.shape.align.meta({ description: 'Alignment of the lines of a multi-line text (default center).' }),
    arc: textLayerSchema.shape.arc.meta({ description: 'Degrees of circle each line bends through: positive arches up, negative sags, 0 (default) straight.' }),
    placement: layerPlacement,
  })
  .meta({ id: 'TextLayer', example: { type: 'text', text: 'EST. 2024', font: 'montserrat', color: '#111111', size: 0.1, placement: { x: 50, y: 85, size: 1, rotation: 0 } } });

export const v1LayerSchema = z.discriminatedUnion('type', [v1ImageLayerSchema, v1TextLayerSchema]).meta({ id: 'Layer' });

const v1Layers = z.array(v1LayerSchema).min(1, 'layers: give at least one layer').max(MAX_LAYERS_PER_AREA).meta({ description: 'Bottom first.' });

export const v1AreaSchema = z.object({ layers: v1Layers }).meta({ id: 'AreaLayers' });

/** Photoshop's longest layer name: a PSD template's areas are named after its smart objects' layers. */
const MAX_AREA_NAME = 255;
const areaName = z
  .string()
  .min(1)
  .max(MAX_AREA_NAME)
  .meta({ description: 'A print-area name from GET /templates (`printAreas[].name`, or an own template’s `ownTemplates[].printAreas[].name`).', example: 'front' });

/** Areas one request may name: a library product's (and its other views'), or a PSD template's smart objects. */
export const MAX_REQUEST_AREAS = Math.max(MAX_AREAS, MAX_AREA_PLACEMENTS);

type OneForm = { areas?: unknown; design?: string | undefined; designId?: string | undefined; placement?: unknown };
type FormRule = [(r: OneForm) => boolean, { message: string; path: string[] }];
const areasOrDesign: FormRule = [
  (r) => (r.areas ? !r.design && !r.designId && !r.placement : true),
  { message: 'Send either `areas` or `design` (or `designId`) with `placement`, not both.', path: ['areas'] },
];
const designUnlessAreas: FormRule = [(r) => r.areas !== undefined || oneDesign[0](r), oneDesign[1]];
const placementUnlessAreas: FormRule = [(r) => r.areas !== undefined || r.placement !== undefined, { message: 'placement: required with `design` or `designId`', path: ['placement'] }];

/** Encoding of a rendered mockup; `json` keeps the PNG as a file and answers with its URL. */
export const RENDER_FORMATS = ['png', 'jpeg', 'webp', 'json'] as const;
export type RenderFormat = (typeof RENDER_FORMATS)[number];

export const v1RenderRequestSchema = z
  .object({
    templateId: idText(80).meta({
      example: 't-shirts-1',
      description: 'A template from GET /templates, or one of the key’s account’s own templates (made from a photo on the site, `own-…`).',
    }),
    ...designFields,
    placement: v1Placement.optional(),
    areas: z
      .record(areaName, v1AreaSchema)
      .refine((a) => Object.keys(a).length >= 1 && Object.keys(a).length <= MAX_REQUEST_AREAS, `areas: name 1 to ${MAX_REQUEST_AREAS} print areas`)
      .optional()
      .meta({
        description:
          'Instead of `design` + `placement`: layers per print area, keyed by area name. The template draws each area its picture shows (a book’s `front cover` and `spine`) with that area’s layers; an area left out prints nothing; `front` also stands for a `front …` area the request does not name (`{ front, spine }` suits a book). Areas of other views are accepted, so one request suits every view of a product; a request naming none of the areas this template shows is refused. A template imported from a Photoshop file (`kind: "psd"`) has one area per smart object, named after its layer (`ownTemplates[].printAreas[].name`): each smart object named here shows its layers (every smart object of a repeated name), one left out prints nothing, and a name that is none of its smart objects is refused.',
        example: {
          'front cover': { layers: [{ type: 'image', design: 'data:image/png;base64,iVBORw0KGgo…', placement: { x: 50, y: 40, size: 0.9, rotation: 0 } }, { type: 'text', text: 'EST. 2024', placement: { x: 50, y: 85, size: 1, rotation: 0 } }] },
          spine: { layers: [{ type: 'text', text: 'THE LONG ROAD', size: 0.1, placement: { x: 50, y: 50, size: 1, rotation: 90 } }] },
        },
      }),
    color: v1Colour,
    width: v1Width,
    format: z.enum(RENDER_FORMATS).default('png').meta({ description: '`png` (default), `jpeg` or `webp` answer with the image; `json` keeps a PNG as a file and answers with its URL.' }),
    quality: z.number().int().min(1).max(100).optional().meta({ description: 'JPEG or WebP quality, 1–100 (default 90).' }),
  })
  .refine(...areasOrDesign)
  .refine(...designUnlessAreas)
  .refine(...placementUnlessAreas)
  .meta({ id: 'RenderRequest' });

/** Most pixels a print file may have (a 12 × 16 in area at 300 DPI is 17.3 million; the largest costs the server
 *  about 1.5 s of CPU, within the fuzz suite's bound of 2 s a request). */
export const MAX_PRINT_FILE_PIXELS = 32_000_000;

export const v1PrintFileRequestSchema = z
  .object({
    templateId: idText(80).meta({ example: 't-shirts-1', description: 'A template from GET /templates.' }),
    area: areaName,
    layers: v1Layers,
    dpi: z.number().int('dpi must be a whole number').min(10).max(1200).meta({ description: 'Dots per inch of the file (300 for most printers; large-format signs and billboards use far fewer).', example: 300 }),
  })
  .meta({ id: 'PrintFileRequest' });

export const v1RenderFileSchema = z
  .object({
    fileId: z.string(),
    fileUrl: z.string().meta({ description: 'Absolute URL of the PNG; add ?download=1 for an attachment.' }),
    templateId: z.string(),
    width: z.number().int(),
    height: z.number().int(),
  })
  .meta({ id: 'RenderFile' });

export const v1BatchRequestSchema = batchFieldsSchema
  .omit({ design: true, placement: true })
  .extend({
    ...designFields,
    placement: v1Placement.optional(),
    // The renders' layers per print area, as they check them.
    areas: v1RenderRequestSchema.shape.areas.meta({
      description:
        'Instead of `design` + `placement`: layers per print area, keyed by area name. Each template of the batch renders the layers of the area its picture shows, or the first area of the request when it does not name that one. A Photoshop template draws the layers of each of its smart objects the request names (as POST /renders does), or, when it names none of them, the first area in every smart object.',
    }),
    webhookUrl: z
      .url({ protocol: /^https?$/, error: 'webhookUrl must be an http(s) URL' })
      .max(2000)
      // The URL parser accepts a trailing NUL that PostgreSQL refuses in text.
      .refine((url) => !hasControlCharacters(url), 'must not contain control characters')
      .optional()
      .meta({ description: 'Called with a signed POST when the batch has finished (see Webhooks).', example: 'https://example.com/hooks/mockups' }),
  })
  .refine(...namesTemplates)
  .refine(...areasOrDesign)
  .refine(...designUnlessAreas)
  .refine(...placementUnlessAreas)
  .meta({ id: 'BatchRequest' });

export const v1BatchCreatedSchema = z
  .object({ batchId: z.string(), statusUrl: z.string(), zipUrl: z.string() })
  .meta({ id: 'BatchCreated' });

export const v1BatchStatusSchema = z
  .object({
    id: z.string(),
    status: z.enum(['queued', 'running', 'zipping', 'done', 'failed', 'cancelled']),
    width: z.number().int(),
    total: z.number().int(),
    done: z.number().int(),
    failed: z.number().int(),
    createdAt: z.string(),
    finishedAt: z.string().nullable(),
    error: z.string().nullable(),
    zipUrl: z.string().nullable().meta({ description: 'Absolute URL of the ZIP once the batch is done.' }),
    zipName: z.string().nullable(),
    zipSize: z.number().nullable(),
    zipExpiresAt: z.string().nullable(),
    items: z.array(
      z.object({
        templateId: z.string(),
        color: z.string(),
        fileName: z.string(),
        status: z.enum(['pending', 'rendering', 'done', 'failed']),
        error: z.string().nullable(),
      }),
    ),
  })
  .meta({ id: 'BatchStatus' });

export const batchIdParamSchema = z.object({ id: idText(64).meta({ param: { name: 'id', in: 'path' }, example: 'Xq3vT0b1…' }) });

export type V1OwnTemplate = z.infer<typeof v1OwnTemplateSchema>;
export type V1RenderRequest = z.infer<typeof v1RenderRequestSchema>;
export type V1Layer = z.infer<typeof v1LayerSchema>;
export type V1PrintFileRequest = z.infer<typeof v1PrintFileRequestSchema>;
export type V1BatchRequest = z.infer<typeof v1BatchRequestSchema>;
