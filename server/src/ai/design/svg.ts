/** Tiny helpers for writing SVG markup as strings: numbers kept short, text escaped, attributes in order. */

/** A coordinate with at most two decimals: enough at 4096 px for a 1000-unit canvas, and keeps the markup small. */
export const n = (value: number) => String(Math.round(value * 100) / 100);

export const escapeXml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

export type Attrs = Record<string, string | number | undefined | false>;

function attrs(values: Attrs): string {
  let out = '';
  for (const [key, value] of Object.entries(values)) {
    if (value === undefined || value === false) continue;
    out += ` ${key}="${typeof value === 'number' ? n(value) : escapeXml(value)}"`;
  }
  return out;
}

/** An element; children are markup strings already. */
export function el(tag: string, values: Attrs = {}, ...children: (string | false | undefined)[]): string {
  const inner = children.filter(Boolean).join('');
  return inner ? `<${tag}${attrs(values)}>${inner}</${tag}>` : `<${tag}${attrs(values)}/>`;
}

export const group = (values: Attrs, ...children: (string | false | undefined)[]) => el('g', values, ...children);

/** A closed polygon path through the points. */
export function polygon(points: readonly (readonly [number, number])[]): string {
  return points.map(([x, y], i) => `${i ? 'L' : 'M'}${n(x)} ${n(y)}`).join('') + 'Z';
}

export const circlePath = (cx: number, cy: number, r: number) =>
  `M${n(cx - r)} ${n(cy)}a${n(r)} ${n(r)} 0 1 0 ${n(2 * r)} 0a${n(r)} ${n(r)} 0 1 0 ${n(-2 * r)} 0Z`;

/** A unique id inside one design, for defs (clip paths, masks, gradients). */
export function idMaker(prefix = 'd') {
  let count = 0;
  return (name: string) => `${prefix}${name}${++count}`;
}
