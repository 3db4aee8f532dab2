/** Builds a recipe for any single soft/flat object: a SoftSpec drawn in its own frame, then placed. */
import type { Recipe } from '../../recipe';
import type { Quad } from './quad';
import { keyLight, renderSoft } from './render';
import type { SoftSpec } from './render';
import { placeDraw, placeFolds, placePrint, placeRib } from './transform';
import { asPrint, type SoftPrint } from './view';
import type { Place } from './transform';

export interface ObjectStyle extends Omit<SoftSpec, 'seed' | 'print'> {
  category: string;
  id: number;
  type: string;
  style: string;
  /** A rectangle on a product photographed straight on (`cm` centimetres per image width), or a view (./view.ts). */
  print: Quad | SoftPrint;
  cm?: number;
  /** Where the object sits: product, insides, details, folds and print move together; props stay put. */
  place?: Place;
}

export function object(o: ObjectStyle): Recipe {
  const { category, id, type, style, place, cm, ...spec } = o;
  const p: Place = place ?? { angle: 0, cx: 0.5, cy: 0.5 };
  return {
    id: `${category}-${id}`,
    category,
    type,
    style,
    render: (size) =>
      renderSoft(
        {
          ...spec,
          seed: category.length * 97 + id,
          light: spec.light ?? keyLight(category.length * 97 + id),
          product: placeDraw(p, spec.product)!,
          details: placeDraw(p, spec.details),
          inner: placeDraw(p, spec.inner),
          printShape: placeDraw(p, spec.printShape),
          printCover: placeDraw(p, spec.printCover),
          seams: placeDraw(p, spec.seams),
          stitches: placeDraw(p, spec.stitches),
          layers: spec.layers?.map((l) => ({ ...l, area: placeDraw(p, l.area)! })),
          ribs: spec.ribs?.map((r) => placeRib(p, r)),
          volume: spec.volume && {
            ...spec.volume,
            parts: spec.volume.parts?.map((d) => (typeof d === 'function' ? placeDraw(p, d)! : ([placeDraw(p, d[0])!, d[1]] as const))),
          },
          grainAngle: spec.grainAngle ?? p.angle,
          folds: placeFolds(p, spec.folds ?? []),
          print: placePrint(p, asPrint(spec.print, cm)),
        },
        size,
      ),
  };
}
