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

/** The sandbox's CPU-time limit: on a quiet machine, with the kill and the answer around it, a refused SVG is answered within 2 s. */
export const SVG_TIME_LIMIT_MS = 1500;

export const svgTooComplex = () =>
  new AppError(
    422,
    'This SVG is too complex to render (its effects take too long). Export it as a PNG and upload that instead.',
  );

const count = (text: string, pattern: RegExp) => text.match(pattern)?.length ?? 0;

/**
 * C0 control characters, which XML allows nowhere but as tab and line breaks. resvg's parser quotes the character it
 * stumbled on in its error; a NUL there cannot cross into JavaScript (napi panics on it), which aborts the process.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const NOT_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F]/;

/** The first reason this SVG text may not be rendered, or undefined. Cheap: regular expressions, no parsing. */
export function svgProblem(text: string): string | undefined {
  if (NOT_XML.test(text)) return 'The SVG could not be read: it contains control characters, which SVG (XML) does not allow.';
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

/**
 * Why an SVG of this size cannot be rendered with its longer side at `side` px, or undefined. resvg rounds the
 * shorter side to whole pixels and throws ("Target size is zero") when that is 0: a 1 × 8000 document at 2048 px
 * would be 0.26 px wide. Such a sliver is no design, so it is refused with a sentence instead of rasterised.
 */
export function svgShapeProblem(width: number, height: number, side: number): string | undefined {
  const shorter = (side * Math.min(width, height)) / Math.max(width, height);
  if (Math.round(shorter) >= 1) return undefined;
  const size = `${+width.toFixed(2)} × ${+height.toFixed(2)}`;
  return `The SVG is ${size}: too thin to render (${side} px long, it would be under 1 px wide). Give it a width and height closer to the artwork's shape.`;
}

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
  const problemWithShape = svgShapeProblem(width, height, side);
  if (problemWithShape) throw new AppError(400, problemWithShape);
  if (height > width) resvg = parse({ mode: 'height', value: side }); // portrait: fit the longer side
  const image = resvg.render();
  return { png: new Uint8Array(image.asPng()), width: image.width, height: image.height };
}
