import { Resvg } from '@resvg/resvg-js';
import { AppError } from '../http/app-error';

/**
 * What an SVG may cost. Text checks run before anything parses it; the render itself runs in a sandbox process
 * that is killed at SVG_TIME_LIMIT_MS (server/src/images/read-image.ts), so even an SVG that passes these costs at
 * most that much CPU.
 */
export const SVG_LIMITS = {
  /** Elements in the document (a logo has tens to a few thousand). */
  maxElements: 20_000,
  /** Filter primitives (<feGaussianBlur>, <feMorphology>, …): each is a full pass over its region. */
  maxFilterPrimitives: 16,
  /** Filters are rendered at most this large: a blur's cost grows with the pixels it covers. */
  maxSideWithFilters: 1024,
} as const;

export const SVG_TIME_LIMIT_MS = 2000;

export const svgTooComplex = () =>
  new AppError(
    422,
    'This SVG is too complex to render (its effects take too long). Export it as a PNG and upload that instead.',
  );

const count = (text: string, pattern: RegExp) => text.match(pattern)?.length ?? 0;

/** The first reason this SVG text may not be rendered, or undefined. Cheap: regular expressions, no parsing. */
export function svgProblem(text: string): string | undefined {
  // Entities are how billion-laughs and external-entity (XXE) attacks work; design tools never need them.
  if (/<!ENTITY/i.test(text) || /<!DOCTYPE[^>]*\[/i.test(text)) {
    return 'SVG files with entity declarations (<!ENTITY>) are not accepted.';
  }
  // Only the document's own fragments (#id) and embedded data: images may be referenced, never files or URLs.
  for (const match of text.matchAll(/\bhref\s*=\s*(["'])\s*([^"']*)\1/gi)) {
    const target = match[2]!.trim();
    if (target && !target.startsWith('#') && !/^data:/i.test(target)) {
      return 'SVG files may not link to other files or web addresses; embed images in the file instead.';
    }
  }
  if (count(text, /<[a-zA-Z]/g) > SVG_LIMITS.maxElements) {
    return `This SVG has more than ${SVG_LIMITS.maxElements.toLocaleString('en-US')} elements; simplify it or upload a PNG.`;
  }
  if (count(text, /<fe[A-Z]/g) > SVG_LIMITS.maxFilterPrimitives) {
    return `This SVG uses more than ${SVG_LIMITS.maxFilterPrimitives} filter effects; flatten them or upload a PNG.`;
  }
  return undefined;
}

/** The side an SVG is rendered at: `maxSide`, or smaller when it has filters (their cost grows with pixels). */
export const svgRenderSide = (text: string, maxSide: number) =>
  /<filter[\s>]/i.test(text) ? Math.min(maxSide, SVG_LIMITS.maxSideWithFilters) : maxSide;

export interface RasterisedSvg {
  png: Uint8Array;
  width: number;
  height: number;
}

/**
 * Rasterises an SVG (already checked by `svgProblem`) to a PNG whose longer side is `maxSide`. Runs in the sandbox
 * process: resvg renders in one native call that only killing the process can interrupt.
 */
export function rasteriseSvg({ svg, maxSide }: { svg: Uint8Array; maxSide: number }): RasterisedSvg {
  const text = Buffer.from(svg).toString('utf8');
  const problem = svgProblem(text);
  if (problem) throw new AppError(400, problem);
  const side = svgRenderSide(text, maxSide);
  const parse = (fitTo: { mode: 'width' | 'height'; value: number }) => {
    try {
      return new Resvg(text, { fitTo, font: { loadSystemFonts: true } });
    } catch {
      throw new AppError(400, 'The SVG could not be read: it is not a well-formed SVG document.');
    }
  };
  let resvg = parse({ mode: 'width', value: side });
  const { width, height } = resvg; // the document's own size
  if (!(width > 0 && height > 0)) throw new AppError(400, 'The SVG has no size (width and height or a viewBox).');
  if (height > width) resvg = parse({ mode: 'height', value: side }); // portrait: fit the longer side
  const image = resvg.render();
  return { png: new Uint8Array(image.asPng()), width: image.width, height: image.height };
}
