import { describe, expect, it } from 'vitest';
import { SVG_LIMITS, svgProblem, svgRenderSide } from './svg';

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

describe('svgRenderSide', () => {
  it('renders documents with filters smaller, since their cost grows with pixels', () => {
    expect(svgRenderSide(svg('<rect/>'), 2048)).toBe(2048);
    expect(svgRenderSide(svg('<filter id="f"><feOffset/></filter>'), 2048)).toBe(SVG_LIMITS.maxSideWithFilters);
    expect(svgRenderSide(svg('<filter id="f"><feOffset/></filter>'), 512)).toBe(512);
  });
});
