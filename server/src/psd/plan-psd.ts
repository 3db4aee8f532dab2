/**
 * Turns a read Photoshop file into a template plan (core/src/psd/psd-template.ts): the layer tree at the working
 * scale, smart objects as print areas, the first solid-colour fill (or layer named "Color …") as the product-colour
 * layer, and everything we cannot draw listed by layer name. Static parts are then flattened (flatten-static.ts).
 */
import type { AdjustmentLayer, Color, HueSaturationAdjustment, HueSaturationAdjustmentChannel, Layer, LinkedFile, Psd } from 'ag-psd';
import sharp from 'sharp';
import { channelTables, curveTable, exposureTable, invertTable, legacyBrightnessContrastTable, levelsTable, posterizeTable } from '../../../core/src/psd/adjustments';
import { brightnessContrastTable } from '../../../core/src/psd/brightness-contrast';
import { isBlendMode, type BlendMode } from '../../../core/src/psd/blend-modes';
import type { HueSaturation } from '../../../core/src/psd/hue-saturation';
import { PSD_WORK_MAX_SIDE, type PsdArea, type PsdPlan, type PsdStep, type UnsupportedFeature } from '../../../core/src/psd/psd-template';
import { cornersOf, smartObjectMesh } from '../../../core/src/psd/smart-object-mesh';
import { parseHexColour } from '../../../core/src/render/colour';
import type { RgbaImage } from '../../../core/src/render/types';
import { artboardFrame, type ArtboardFrame } from './artboard';
import { combinedMask, maskedPixels } from './layer-pixels';
import { blendIfNote, brightnessContrastNote, clippedBlendNote, effectsNote, missingPixelsNote, passThroughNotes, unreadNote, videoNote } from './layer-notes';
import { placedWarp } from './placed-warp';

export interface PlannedPsd {
  plan: PsdPlan;
  /** The files the plan names, decoded. */
  images: Map<string, RgbaImage>;
  /** Each area's embedded contents (the linked file's bytes), by area index, when the file holds them. */
  contents: Map<number, LinkedFile>;
}

const COLOUR_NAME = /^colou?r\b/i;
/** A fill layer without pixels is drawn over at most this many source pixels. */
const FILL_MAX_PIXELS = 50_000_000;

const hex = (r: number, g: number, b: number) => `#${[r, g, b].map((v) => Math.round(Math.min(255, Math.max(0, v))).toString(16).padStart(2, '0')).join('')}`;

/** #rrggbb of an RGB colour ag-psd read (other colour spaces: undefined). */
function hexOf(colour: Color): string | undefined {
  if ('r' in colour) return hex(colour.r, colour.g, colour.b);
  if ('fr' in colour) return hex(colour.fr * 255, colour.fg * 255, colour.fb * 255);
  return undefined;
}

/** The average colour of a layer's opaque pixels (a "Color" layer painted rather than filled). */
function averageHex(image: RgbaImage): string {
  let r = 0, g = 0, b = 0, n = 0;
  for (let i = 0; i < image.data.length; i += 4) {
    const a = image.data[i + 3]!;
    r += image.data[i]! * a;
    g += image.data[i + 1]! * a;
    b += image.data[i + 2]! * a;
    n += a;
  }
  return n > 0 ? hex(r / n, g / n, b / n) : '#ffffff';
}

/** The lookup table of an adjustment we draw (levels, curves, invert, posterize, exposure), else undefined. */
function adjustmentTable(adjustment: AdjustmentLayer): Uint8Array | undefined {
  switch (adjustment.type) {
    case 'levels':
      return channelTables(adjustment, levelsTable);
    case 'curves':
      return channelTables(adjustment, curveTable);
    case 'invert': {
      const table = invertTable();
      return channelTables({ rgb: true }, () => table);
    }
    case 'posterize': {
      const table = posterizeTable(adjustment.levels ?? 4);
      return channelTables({ rgb: true }, () => table);
    }
    case 'exposure': {
      const table = exposureTable(adjustment.exposure ?? 0, adjustment.offset ?? 0, adjustment.gamma ?? 1);
      return channelTables({ rgb: true }, () => table);
    }
    case 'brightness/contrast': {
      const brightness = adjustment.brightness ?? 0, contrast = adjustment.contrast ?? 0;
      const table = adjustment.useLegacy ? legacyBrightnessContrastTable(brightness, contrast) : brightnessContrastTable(brightness, contrast);
      return channelTables({ rgb: true }, () => table);
    }
    case 'hue/saturation':
      // No per-channel setting: the identity table; the colours are mapped per pixel (hueSaturationOf).
      return channelTables({}, invertTable);
    default:
      return undefined;
  }
}

/**
 * Hue/Saturation's settings. ag-psd reads the block's colorize flag and colorize hue, saturation and lightness into
 * master's a–d (the PSD stores them first, then the master values, then the six ranges).
 */
function hueSaturationOf(adjustment: HueSaturationAdjustment): HueSaturation {
  const values = (v: HueSaturationAdjustmentChannel | undefined) => ({ hue: v?.hue ?? 0, saturation: v?.saturation ?? 0, lightness: v?.lightness ?? 0 });
  const { master } = adjustment;
  const ranges = ([adjustment.reds, adjustment.yellows, adjustment.greens, adjustment.cyans, adjustment.blues, adjustment.magentas] as const)
    .filter((range): range is HueSaturationAdjustmentChannel => range !== undefined)
    .map((range) => ({ ...values(range), hues: [range.a, range.b, range.c, range.d] as [number, number, number, number] }));
  const colorize = master && master.a !== 0 ? { hue: master.b, saturation: master.c, lightness: master.d } : undefined;
  return { master: values(master), ranges, ...(colorize && { colorize }) };
}

class Planner {
  readonly images = new Map<string, RgbaImage>();
  readonly contents = new Map<number, LinkedFile>();
  readonly areas: PsdArea[] = [];
  readonly unsupported: UnsupportedFeature[] = [];
  colour: string | undefined;
  private hasColourLayer = false;
  private files = 0;

  constructor(
    private readonly psd: Psd,
    readonly k: number,
    /** Each layer's Photoshop data ag-psd skipped, by block key (read-psd-file.ts). */
    private readonly unread: ReadonlyMap<Layer, readonly string[]>,
  ) {}

  private note(layer: Layer, feature: string) {
    this.unsupported.push({ layer: layer.name ?? '', feature });
  }

  /** Images still to be scaled to the working canvas (scaleKept does it, all at once). */
  private readonly toScale: { file: string; image: RgbaImage; width: number; height: number }[] = [];

  /** Stores an image scaled to the working canvas and names it (scaled by scaleKept when the canvas is larger). */
  private keep(prefix: string, image: RgbaImage, left: number, top: number) {
    const width = Math.max(1, Math.round(image.width * this.k)), height = Math.max(1, Math.round(image.height * this.k));
    const file = `${prefix}-${this.files++}.png`;
    if (width === image.width && height === image.height) this.images.set(file, { width, height, data: new Uint8ClampedArray(image.data) });
    else this.toScale.push({ file, image, width, height });
    return { file, left: Math.round(left * this.k), top: Math.round(top * this.k), width, height };
  }

  /**
   * Scales the kept images by libvips (linear kernel, alpha premultiplied), all at once on its threads: a 3000 × 2000
   * layer in about a third of the CPU time of core's resizeCanvas, within a level of it on average.
   */
  async scaleKept(): Promise<void> {
    await Promise.all(
      this.toScale.map(async ({ file, image, width, height }) => {
        const data = await sharp(image.data, { raw: { width: image.width, height: image.height, channels: 4 }, limitInputPixels: false })
          .resize(width, height, { kernel: 'linear', fit: 'fill' })
          .raw()
          .toBuffer();
        this.images.set(file, { width, height, data: new Uint8ClampedArray(data.buffer, data.byteOffset, data.byteLength) });
      }),
    );
    this.toScale.length = 0;
  }

  /** A grey one-byte-a-pixel buffer as an opaque RGBA image (what masks and coverage are kept as). */
  private grey(width: number, height: number, value: (i: number) => number): RgbaImage {
    const data = new Uint8ClampedArray(width * height * 4);
    for (let i = 0; i < width * height; i++) {
      const v = value(i), o = 4 * i;
      data[o] = data[o + 1] = data[o + 2] = v;
      data[o + 3] = 255;
    }
    return { width, height, data };
  }

  private maskStep(layer: Layer) {
    const mask = combinedMask(layer, { left: 0, top: 0, width: this.psd.width, height: this.psd.height });
    if (!mask) return undefined;
    const kept = this.keep('mask', this.grey(mask.width, mask.height, (i) => mask.data[i]!), mask.left, mask.top);
    return { ...kept, outside: mask.outside };
  }

  /**
   * A solid-colour fill or shape layer saved without pixels (as smart objects' own documents often are): its colour
   * through its masks, over the vector mask's box or else the whole canvas.
   */
  private filledShape(layer: Layer, colour: string): (RgbaImage & { left: number; top: number }) | undefined {
    const mask = combinedMask(layer, { left: 0, top: 0, width: this.psd.width, height: this.psd.height }, false);
    const box = mask ?? { left: 0, top: 0, width: this.psd.width, height: this.psd.height };
    if (box.width * box.height > FILL_MAX_PIXELS) {
      this.note(layer, 'fill layer without pixels larger than 50 megapixels (not drawn)');
      return undefined;
    }
    const [r, g, b] = parseHexColour(colour);
    const data = new Uint8ClampedArray(box.width * box.height * 4);
    for (let i = 0; i < box.width * box.height; i++) {
      data[4 * i] = r;
      data[4 * i + 1] = g;
      data[4 * i + 2] = b;
      data[4 * i + 3] = mask ? mask.data[i]! : 255;
    }
    return { width: box.width, height: box.height, data, left: box.left, top: box.top };
  }

  /** An artboard's background, below its layers, over its rectangle. */
  private artboardBackground(layer: Layer, frame: ArtboardFrame): PsdStep {
    const [r, g, b] = frame.background!;
    const data = new Uint8ClampedArray(frame.width * frame.height * 4);
    for (let i = 0; i < data.length; i += 4) {
      data[i] = r;
      data[i + 1] = g;
      data[i + 2] = b;
      data[i + 3] = 255;
    }
    const image = { width: frame.width, height: frame.height, data };
    return { kind: 'image', name: `${layer.name ?? ''} (artboard background)`, opacity: 1, clipping: false, blendMode: 'normal', fill: 1, ...this.keep('layer', image, frame.left, frame.top) };
  }

  private blendMode(layer: Layer): BlendMode {
    const mode = layer.blendMode ?? 'normal';
    if (isBlendMode(mode)) return mode;
    this.note(layer, `blend mode "${mode}" (drawn as normal)`);
    return 'normal';
  }

  steps(layers: readonly Layer[] | undefined): PsdStep[] {
    const out: PsdStep[] = [];
    (layers ?? []).forEach((layer, i) => {
      const step = this.step(layer);
      if (!step) return;
      const note = clippedBlendNote(layer, layers![i + 1]);
      if (note) this.note(layer, note);
      out.push(step);
    });
    return out;
  }

  private step(layer: Layer): PsdStep | undefined {
    if (layer.hidden) return undefined;
    const unread = this.unread.get(layer);
    const unreadText = unread && unreadNote(layer, unread);
    if (unreadText) this.note(layer, unreadText);
    const common = { name: layer.name ?? '', opacity: layer.opacity ?? 1, clipping: layer.clipping ?? false };
    if (layer.adjustment) {
      const table = adjustmentTable(layer.adjustment);
      if (!table) {
        this.note(layer, `${layer.adjustment.type} adjustment layer (not applied)`);
        return undefined;
      }
      const approximate = brightnessContrastNote(layer.adjustment);
      if (approximate) this.note(layer, approximate);
      const mask = this.maskStep(layer);
      const hueSaturation = layer.adjustment.type === 'hue/saturation' ? hueSaturationOf(layer.adjustment) : undefined;
      return { kind: 'adjust', ...common, blendMode: this.blendMode(layer), table: [...table], ...(hueSaturation && { hueSaturation }), ...(mask && { mask }) };
    }
    for (const note of [effectsNote(layer), blendIfNote(layer), videoNote(layer)]) if (note) this.note(layer, note);
    if (layer.knockout) this.note(layer, 'knockout (not applied)');
    if (layer.children && (layer.fillOpacity ?? 1) < 1) this.note(layer, 'fill opacity of a group (not applied)');
    if (layer.children) {
      const frame = artboardFrame(layer, this.psd.width, this.psd.height);
      const children = [...(frame?.background ? [this.artboardBackground(layer, frame)] : []), ...this.steps(layer.children)];
      if (children.length === 0) return undefined;
      const mode = layer.blendMode === 'pass through' ? 'pass through' : this.blendMode(layer);
      let mask = this.maskStep(layer);
      // An artboard shows its layers only inside its rectangle.
      if (frame && !mask) mask = { ...this.keep('mask', this.grey(frame.width, frame.height, () => 255), frame.left, frame.top), outside: 0 };
      else if (frame) this.note(layer, 'artboard with a mask (its layers not cut to the artboard)');
      return { kind: 'group', ...common, blendMode: mode, children, ...(mask && { mask }) };
    }
    const fill = layer.fillOpacity ?? 1;
    if (layer.placedLayer) return this.area(layer, { ...common, fill });
    const solid = layer.vectorFill?.type === 'color' ? hexOf(layer.vectorFill.color) : undefined;
    const pixels = maskedPixels(layer) ?? (solid ? this.filledShape(layer, solid) : undefined);
    if (!pixels) {
      const note = solid ? undefined : missingPixelsNote(layer);
      if (note) this.note(layer, note);
      return undefined;
    }
    const blendMode = this.blendMode(layer);
    if (!this.hasColourLayer && (solid || COLOUR_NAME.test(layer.name ?? ''))) {
      this.hasColourLayer = true;
      this.colour = solid ?? averageHex(pixels);
      const coverage = this.grey(pixels.width, pixels.height, (i) => pixels.data[4 * i + 3]!);
      return { kind: 'colour', ...common, blendMode, fill, ...this.keep('colour', coverage, pixels.left, pixels.top) };
    }
    return { kind: 'image', ...common, blendMode, fill, ...this.keep('layer', pixels, pixels.left, pixels.top) };
  }

  /**
   * The smart filters of a placed layer: Gaussian blurs at full strength in normal mode add up (σ² adds), in source
   * pixels; a Displace at full strength in normal mode moves the design by a map (its largest shift, scale % of 128
   * source pixels; the map is made at import from the photo beneath, displacement-map.ts, as its own map is a
   * separate file). Any other filter, or one faded or blended, is listed as not applied.
   */
  private smartFilters(layer: Layer): { blur: number; displace?: { x: number; y: number } } {
    const filters = layer.placedLayer?.filter;
    if (!filters?.enabled) return { blur: 0 };
    let variance = 0, displace: { x: number; y: number } | undefined;
    for (const filter of filters.list) {
      if (!filter.enabled) continue;
      const plain = filter.opacity >= 1 && filter.blendMode === 'normal';
      if (filter.type === 'gaussian blur' && plain && Number.isFinite(filter.filter.radius.value)) variance += filter.filter.radius.value ** 2;
      else if (filter.type === 'displace' && plain && !displace && Number.isFinite(filter.filter.horizontalScale) && Number.isFinite(filter.filter.verticalScale)) {
        const shift = (scale: number) => (Math.max(-999, Math.min(999, scale)) / 100) * 128 * this.k;
        displace = { x: shift(filter.filter.horizontalScale), y: shift(filter.filter.verticalScale) };
        this.note(layer, `smart filter "${filter.name}" (drawn with a map made from the picture beneath: its own map "${filter.filter.displacementFile.path}" is a separate file)`);
      } else if (filter.type === 'gaussian blur' || filter.type === 'displace') this.note(layer, `smart filter "${filter.name}" faded, blended or repeated (not applied)`);
      else this.note(layer, `smart filter "${filter.name}" (not applied)`);
    }
    // A painted filter mask limits the filters to part of the design; the blur here covers all of it.
    const painted = layer.filterEffectsMasks?.some((mask) => mask.right > mask.left && mask.bottom > mask.top);
    if ((variance > 0 || displace) && filters.maskEnabled && painted) this.note(layer, 'smart filter mask (the filters applied to the whole design)');
    return { blur: Math.sqrt(variance), ...(displace && { displace }) };
  }

  private area(layer: Layer, common: { name: string; opacity: number; clipping: boolean; fill: number }): PsdStep | undefined {
    const placed = layer.placedLayer!;
    const corners = cornersOf(placed.nonAffineTransform ?? placed.transform);
    const width = placed.width ?? 0, height = placed.height ?? 0;
    if (!corners || !(width > 0) || !(height > 0)) {
      this.note(layer, 'smart object without a readable transform (drawn as its pixels)');
      const pixels = maskedPixels(layer);
      return pixels && { kind: 'image', ...common, blendMode: this.blendMode(layer), ...this.keep('layer', pixels, pixels.left, pixels.top) };
    }
    const { warp, notes } = placedWarp(placed, width, height);
    for (const note of notes) this.note(layer, note);
    const { blur, displace } = this.smartFilters(layer);
    const scaled = corners.map(([x, y]) => [x * this.k, y * this.k]) as unknown as typeof corners;
    let mesh = smartObjectMesh({ width, height, corners: scaled, ...(warp && { warp }) });
    if (!mesh) {
      this.note(layer, 'warp whose mesh could not be read (drawn without the warp)');
      mesh = smartObjectMesh({ width, height, corners: scaled })!;
    }
    const index = this.areas.length;
    this.areas.push({ name: layer.name ?? `Area ${index + 1}`, width, height, mesh: { cols: mesh.cols, rows: mesh.rows, points: [...mesh.points] } });
    const linked = this.psd.linkedFiles?.find((file) => file.id === placed.id);
    if (linked?.data) this.contents.set(index, linked);
    else this.note(layer, 'smart object linked to a file outside the PSD (the preview shows it empty)');
    const mask = this.maskStep(layer);
    return { kind: 'area', ...common, blendMode: this.blendMode(layer), area: index, ...(mask && { mask }), ...(blur > 0 && { blur: blur * this.k }), ...(displace && { displace }) };
  }
}

/** The plan of a read file, unflattened: every visible layer is its own step. */
export async function planPsd(psd: Psd, unread: ReadonlyMap<Layer, readonly string[]> = new Map()): Promise<PlannedPsd> {
  const k = Math.min(1, PSD_WORK_MAX_SIDE / Math.max(psd.width, psd.height));
  const planner = new Planner(psd, k, unread);
  const stack = planner.steps(psd.children);
  planner.unsupported.push(...passThroughNotes(stack));
  await planner.scaleKept();
  const plan: PsdPlan = {
    width: Math.max(1, Math.round(psd.width * k)),
    height: Math.max(1, Math.round(psd.height * k)),
    sourceWidth: psd.width,
    sourceHeight: psd.height,
    areas: planner.areas,
    ...(planner.colour && { colour: planner.colour }),
    stack,
    unsupported: planner.unsupported,
  };
  return { plan, images: planner.images, contents: planner.contents };
}
