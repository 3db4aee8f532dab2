import { Resvg } from '@resvg/resvg-js';
import sharp from 'sharp';
import type { DesignCategory, DesignStyle } from '../../../../core/src/ai/options';
import { releaseNativeMemory } from '../../work/release-native-memory';
import { composeDesign } from './compose';

// Each design is encoded once: libvips' operation cache would only hold 64 MB buffers of 4K renders in memory.
sharp.cache(false);

export interface RenderDesignInput {
  prompt: string;
  style: DesignStyle;
  category: DesignCategory;
  seed: number;
  /** Side of the square PNG, in pixels. */
  side: number;
}

export interface RenderedDesign {
  png: Uint8Array;
  width: number;
  height: number;
}

/**
 * The offline design engine end to end, as a worker-thread task: compose the vector design, rasterise it with resvg
 * at the asked size, encode the PNG with sharp (several times faster than resvg's own encoder at 4096²). All text
 * is already outlines, so resvg needs no fonts (system fonts are not even loaded).
 */
export async function renderDesignPng(input: RenderDesignInput): Promise<RenderedDesign> {
  const { svg } = composeDesign(input);
  const rendered = new Resvg(svg, { fitTo: { mode: 'width', value: input.side }, font: { loadSystemFonts: false } }).render();
  const { width, height } = rendered;
  const png = await sharp(rendered.pixels, { raw: { width, height, channels: 4 } }).png({ compressionLevel: 6 }).toBuffer();
  // A 4096² render leaves ~130–300 MB of resvg pictures that V8 would free only at some later collection.
  if (input.side > RELEASE_AFTER_SIDE) await releaseNativeMemory();
  return { png: new Uint8Array(png.buffer, png.byteOffset, png.byteLength), width, height };
}

/** Renders larger than this a side free their native memory before the task returns. */
const RELEASE_AFTER_SIDE = 2048;
