import { describe, expect, it } from 'vitest';
import { AppError } from '../http/app-error';
import { rasteriseSvg, SVG_LIMITS, svgProblem, svgRenderSide, svgShapeProblem } from './svg';

const svg = (body: string, prolog = '') => `${prolog}<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10">${body}</svg>`;

describe('svgProblem', () => {
  it('accepts an ordinary logo with gradients, fragments and embedded images', () => {
    const logo = svg(
      '<defs><linearGradient id="g"><stop offset="0" stop-color="red"/></linearGradient></defs>' +
        '<rect width="10" height="10" fill="url(#g)"/><use href="#g"/><image href="data:image/png;base64,AAAA"/>',
    );
    expect(svgProblem(logo)).toBeUndefined();
  });

  it('refuses entity declarations (billion laughs, external entities)', () => {
    const laughs = svg('<text>&lol9;</text>', '<!DOCTYPE svg [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;">]>');
    expect(svgProblem(laughs)).toMatch(/entity/i);
    expect(svgProblem(svg('', '<!DOCTYPE svg [<!ENTITY x SYSTEM "file:///etc/passwd">]>'))).toMatch(/entity/i);
  });

  it('refuses links to files and web addresses', () => {
    expect(svgProblem(svg('<image href="file:///etc/passwd"/>'))).toMatch(/link/);
    expect(svgProblem(svg("<image xlink:href='/srv/secret.png'/>"))).toMatch(/link/);
    expect(svgProblem(svg('<use href="https://example.com/sprite.svg#a"/>'))).toMatch(/link/);
  });

  it('refuses documents over the element and filter budgets', () => {
    expect(svgProblem(svg('<g/>'.repeat(SVG_LIMITS.maxElements + 1)))).toMatch(/elements/);
    const filters = '<filter id="f">' + '<feGaussianBlur stdDeviation="2"/>'.repeat(SVG_LIMITS.maxFilterPrimitives + 1) + '</filter>';
    expect(svgProblem(svg(filters))).toMatch(/filter effects/);
    const fewFilters = '<filter id="f">' + '<feGaussianBlur stdDeviation="2"/>'.repeat(SVG_LIMITS.maxFilterPrimitives) + '</filter>';
    expect(svgProblem(svg(fewFilters))).toBeUndefined();
  });
});

describe('svgProblem and control characters', () => {
  it('refuses C0 control characters, which XML does not allow (a NUL quoted in resvg\'s parse error aborted the process)', () => {
    for (const body of ['<rect\u0000/>', '<text>\u0000</text>', '<rect width="\u0001"/>', '<text>\u001f</text>']) {
      expect(svgProblem(svg(body)), JSON.stringify(body)).toMatch(/control characters/);
    }
    expect(svgProblem(svg('<text>tab\tand\r\nlines</text>'))).toBeUndefined();
  });

  it('rasteriseSvg refuses a NUL in markup with a 400 instead of reaching the parser', () => {
    const bytes = new TextEncoder().encode(svg('<rect\u0000/>'));
    expect(() => rasteriseSvg({ svg: bytes, maxSide: 64 })).toThrow(/control characters/);
  });
});

describe('svgRenderSide', () => {
  it('renders documents with filters smaller, since their cost grows with pixels', () => {
    expect(svgRenderSide(svg('<rect/>'), 2048)).toBe(2048);
    expect(svgRenderSide(svg('<filter id="f"><feOffset/></filter>'), 2048)).toBe(SVG_LIMITS.maxSideWithFilters);
    expect(svgRenderSide(svg('<filter id="f"><feOffset/></filter>'), 512)).toBe(512);
  });
});

describe('rasteriseSvg of a sliver', () => {
  const sliver = (width: number, height: number) =>
    new TextEncoder().encode(`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="${width}" height="${height}" fill="red"/></svg>`);
  const refusal = (run: () => unknown) => {
    try {
      run();
    } catch (error) {
      return error;
    }
    return undefined;
  };

  it('refuses a 1 × 8000 document (0.26 px wide at 2048 px) with a 400 that says why, before resvg throws "Target size is zero"', () => {
    for (const [width, height] of [[1, 8000], [8000, 1], [1, 4097]] as const) {
      const error = refusal(() => rasteriseSvg({ svg: sliver(width, height), maxSide: 2048 }));
      expect(error, `${width}×${height}`).toBeInstanceOf(AppError);
      expect((error as AppError).status).toBe(400);
      expect((error as AppError).message).toMatch(new RegExp(`^The SVG is ${width} × ${height}: too thin to render`));
    }
  });

  it('renders the thinnest shapes that still round to 1 px, at 1 px', () => {
    expect(rasteriseSvg({ svg: sliver(1, 4096), maxSide: 2048 })).toMatchObject({ width: 1, height: 2048 });
    expect(rasteriseSvg({ svg: sliver(4096, 1), maxSide: 2048 })).toMatchObject({ width: 2048, height: 1 });
  });

  it('judges the shape at the side it renders at (smaller with filters)', () => {
    expect(svgShapeProblem(1, 4096, 2048)).toBeUndefined();
    expect(svgShapeProblem(1, 4096, 1024)).toMatch(/too thin/);
    expect(svgShapeProblem(300, 200, 64)).toBeUndefined();
  });
});
