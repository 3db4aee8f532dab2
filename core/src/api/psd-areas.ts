/**
 * A request's `areas` (layers keyed by print-area name, as /api/v1 takes them) on a template imported from a
 * Photoshop file, whose print areas are its smart objects named after their layers. A PSD may repeat a layer name
 * (two mugs from one smart object): the name then gives its layers to every smart object so named.
 */

/** Per smart object, in the template's order: the layers the request gives it, or undefined (it prints nothing). */
export type PsdAreaLayers<L> = (L[] | undefined)[];

/** The names of `areas` that are none of the template's smart objects. */
export const unknownPsdAreas = (smartObjects: readonly string[], areas: Record<string, unknown>): string[] =>
  Object.keys(areas).filter((name) => !smartObjects.includes(name));

/** A single render: each smart object gets the layers of its name (callers refuse unknown names first). */
export function psdAreaLayers<L>(smartObjects: readonly string[], areas: Record<string, { layers: L[] }>): PsdAreaLayers<L> {
  return smartObjects.map((name) => (Object.hasOwn(areas, name) ? areas[name]!.layers : undefined));
}

/**
 * A batch, whose one request serves many templates: as a render when it names any of this template's smart
 * objects; else every smart object shows the request's first area, as a single design is drawn into each.
 */
export function batchPsdAreaLayers<L>(smartObjects: readonly string[], areas: Record<string, { layers: L[] }>): PsdAreaLayers<L> {
  if (smartObjects.some((name) => Object.hasOwn(areas, name))) return psdAreaLayers(smartObjects, areas);
  const first = Object.values(areas)[0]?.layers;
  return smartObjects.map(() => first);
}

/** The 400's detail for names a PSD template does not have: what it has, so the caller can fix the request. */
export function unknownPsdAreasMessage(smartObjects: readonly string[], unknown: readonly string[]): string {
  const list = (names: readonly string[]) => [...new Set(names)].map((n) => `'${n}'`).join(', ');
  return `areas: this Photoshop template's print areas are its smart objects ${list(smartObjects)}; it has no ${list(unknown)} (GET /templates lists ownTemplates[].printAreas).`;
}
