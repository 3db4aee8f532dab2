import type { TemplateLayers } from '../render/types';
import type { MeshFile, TemplateAsset } from './manifest';

/** How a side fetches and decodes assets: the browser with fetch + createImageBitmap, Node with fs + sharp. */
export interface AssetReader {
  /** Decoded RGBA pixels, exact for lossless images (no colour management, no premultiplication). */
  image(url: string): Promise<DecodedImage>;
  /**
   * Optional, for the stacked grey maps: only the first channel, one byte a pixel (the red bytes `image` gives), which
   * a side may decode without the four-byte copy (Node: sharp extracts the band in C).
   */
  grey?(url: string): Promise<DecodedImage>;
  text(url: string): Promise<string>;
}

interface DecodedImage {
  width: number;
  height: number;
  data: Uint8Array | Uint8ClampedArray;
}

/** Loads a template's layers through `read`; the same assets give the same bytes on both sides. */
export async function loadTemplateLayers(asset: TemplateAsset, read: AssetReader): Promise<TemplateLayers> {
  const greyOnly = read.grey !== undefined;
  const extra = asset.areas ?? [];
  const [scene, maps, meshText, ...areaMeshes] = await Promise.all([
    read.image(asset.scene),
    read.grey ? read.grey(asset.maps) : read.image(asset.maps),
    read.text(asset.mesh),
    ...extra.map((a) => read.text(a.mesh)),
  ]);
  const size = asset.size;
  const n = size * size;
  const rows = 4 + extra.length;
  if (scene.width !== size || scene.height !== size || maps.width !== size || maps.height !== rows * size || maps.data.length !== rows * n * (greyOnly ? 1 : 4)) {
    throw new Error(`Template ${asset.id}: layer sizes do not match the manifest`);
  }
  const grey = (k: number) => {
    if (greyOnly) return maps.data.subarray(k * n, (k + 1) * n);
    const out = new Uint8Array(n);
    const offset = k * n * 4;
    for (let i = 0; i < n; i++) out[i] = maps.data[offset + i * 4]!;
    return out;
  };
  return {
    size,
    scene: scene.data,
    productMask: grey(0),
    shade: grey(1),
    highlight: grey(2),
    printMask: grey(3),
    surface: surfaceOf(meshText),
    printAspect: asset.printAspect,
    ...(extra.length && {
      areas: extra.map((a, k) => ({ name: a.name, mask: grey(4 + k), surface: surfaceOf(areaMeshes[k]!), printAspect: a.printAspect })),
    }),
  };
}

/** The surface mesh of a MeshFile's text (its physical grid is for the proportions test, not the renderer). */
function surfaceOf(meshText: string): TemplateLayers['surface'] {
  const mesh = JSON.parse(meshText) as Pick<MeshFile, 'cols' | 'rows' | 'points' | 'depth'>;
  return { cols: mesh.cols, rows: mesh.rows, points: Float32Array.from(mesh.points), ...(mesh.depth && { depth: Float32Array.from(mesh.depth) }) };
}
