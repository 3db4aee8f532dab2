/** Builds a recipe for any single soft/flat object: a SoftSpec drawn in its own frame, then placed. */
import type { Recipe } from '../../recipe';
import type { Quad } from './quad';
import { renderSoft } from './render';
import type { SoftSpec } from './render';
import { placeDraw, placeFolds, placeQuad } from './transform';
import type { Place } from './transform';

export interface ObjectStyle extends Omit<SoftSpec, 'seed' | 'print'> {
  category: string;
  id: number;
  type: string;
  style: string;
  print: Quad;
  /** Where the object sits: product, insides, details, folds and print move together; props stay put. */
  place?: Place;
}

export function object(o: ObjectStyle): Recipe {
  const { category, id, type, style, place, ...spec } = o;
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
          product: placeDraw(p, spec.product)!,
          details: placeDraw(p, spec.details),
          inner: placeDraw(p, spec.inner),
          printShape: placeDraw(p, spec.printShape),
          folds: placeFolds(p, spec.folds ?? []),
          print: placeQuad(p, spec.print),
        },
        size,
      ),
  };
}
