// Runs in Chromium (bundled by render-fixtures.ts): loads templates with the browser's decoders and renders them
// with core's renderer, exactly as the editor will.
import { compositeMockup } from '../../core/src/render/composite';
import { prepareTemplate } from '../../core/src/render/prepare';
import type { Placement, RgbaImage, TemplateLayers } from '../../core/src/render/types';
import { loadTemplateLayers, type AssetReader } from '../../core/src/templates/load';
import type { TemplateAsset } from '../../core/src/templates/manifest';

// tests/ is type-checked without the DOM library, so the few browser APIs used here are declared locally.
interface Ctx2d {
  drawImage(image: unknown, x: number, y: number): void;
  getImageData(x: number, y: number, w: number, h: number): { data: Uint8ClampedArray };
}
interface BrowserGlobals {
  createImageBitmap(blob: Blob, options: object): Promise<{ width: number; height: number }>;
  OffscreenCanvas: new (w: number, h: number) => { getContext(kind: '2d'): Ctx2d };
  renderHarness: unknown;
}
const web = globalThis as unknown as BrowserGlobals;

const browserReader: AssetReader = {
  async image(url) {
    const blob = await (await fetch(url)).blob();
    // No colour management and no premultiplication: lossless layers decode to their exact bytes.
    const bitmap = await web.createImageBitmap(blob, { premultiplyAlpha: 'none', colorSpaceConversion: 'none' });
    const ctx = new web.OffscreenCanvas(bitmap.width, bitmap.height).getContext('2d');
    ctx.drawImage(bitmap, 0, 0);
    return { width: bitmap.width, height: bitmap.height, data: ctx.getImageData(0, 0, bitmap.width, bitmap.height).data };
  },
  text: async (url) => (await fetch(url)).text(),
};

const layers = new Map<string, Promise<TemplateLayers>>();
const load = (asset: TemplateAsset) => {
  if (!layers.has(asset.id)) layers.set(asset.id, loadTemplateLayers(asset, browserReader));
  return layers.get(asset.id)!;
};

const fromBase64 = (text: string) => Uint8Array.from(atob(text), (ch) => ch.charCodeAt(0));
const toBase64 = (bytes: Uint8ClampedArray) => {
  let out = '';
  for (let i = 0; i < bytes.length; i += 0x8000) out += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(out);
};
const designOf = (d: { width: number; height: number; data: string }): RgbaImage => ({ ...d, data: fromBase64(d.data) });

web.renderHarness = {
  /** Renders one mockup (with designs on the template's further areas, if given); returns its RGBA pixels as base64. */
  async render(
    asset: TemplateAsset,
    design: { width: number; height: number; data: string },
    placement: Placement,
    colour: string,
    size: number,
    otherAreas: Array<{ design: { width: number; height: number; data: string }; placement: Placement }> = [],
  ) {
    const target = new Uint8ClampedArray(size * size * 4);
    const others = otherAreas.map((a) => ({ design: designOf(a.design), placement: a.placement }));
    compositeMockup(prepareTemplate(await load(asset), size), designOf(design), placement, colour, target, size, 0, size, others);
    return toBase64(target);
  },
  /** Median milliseconds of a render at `size` once the template is prepared (what a slider move costs). */
  async time(asset: TemplateAsset, design: { width: number; height: number; data: string }, size: number, runs: number) {
    const prepared = prepareTemplate(await load(asset), size);
    const d = designOf(design);
    const target = new Uint8ClampedArray(size * size * 4);
    const times: number[] = [];
    for (let i = 0; i < runs + 2; i++) {
      const started = performance.now();
      compositeMockup(prepared, d, { x: 50, y: 50, size: 1, rotation: i * 3 }, i % 2 ? '#1e3a8a' : '#dc2626', target, size);
      if (i >= 2) times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    return times[Math.floor(times.length / 2)];
  },
};
