import { productViews } from '../../../../core/src/templates/product-views';
import { templatePrintAreas, type PrintArea } from '../../../../core/src/templates/print-areas';

/** A print area of the product and the view (a template) whose picture shows it. */
export interface ProductArea extends PrintArea {
  view: string;
}

/** The template's print areas, the one its picture shows first (an own photo template has one, 'front'). */
export const printAreasOf = (templateId: string): PrintArea[] => templatePrintAreas(templateId) ?? [{ name: 'front', widthMm: 0, heightMm: 0 }];

/** Every print area of the product the template shows: the template's own first, then those only its other views
 *  show (a hoodie's back, from its back view). */
export function productAreas(templateId: string): ProductArea[] {
  const areas: ProductArea[] = [];
  for (const view of productViews(templateId)) {
    for (const area of printAreasOf(view)) if (!areas.some((a) => a.name === area.name)) areas.push({ ...area, view });
  }
  return areas;
}
