/**
 * Views of one product: templates that show the same garment from the front and from the back. The editor offers a
 * set's print areas together (a hoodie's front and back) and shows the view that holds the area being edited.
 * Part 2 of the photographic templates gives every product its views by id prefix; until then the sets are listed.
 */
export type ProductSet = Readonly<Record<string, string>>;

/** Face → the template whose picture shows it (its first print area is named after the face). */
export const PRODUCT_SETS: readonly ProductSet[] = [
  { front: 'hoodies-1', back: 'hoodies-3' },
  { front: 'sweatshirts-1', back: 'sweatshirts-6' },
  { front: 'sports-1', back: 'sports-2' },
];

const setOf = (templateId: string) => PRODUCT_SETS.find((set) => Object.values(set).includes(templateId));

/** The ids of the templates showing the product `templateId` shows, itself first; [templateId] for a lone view. */
export function productViews(templateId: string): string[] {
  const set = setOf(templateId);
  return set ? [templateId, ...Object.values(set).filter((id) => id !== templateId)] : [templateId];
}

/** The face a template shows in its product's set ('back' for a back view), if it is in one. */
export function viewFace(templateId: string): string | undefined {
  const set = setOf(templateId);
  return set && Object.keys(set).find((face) => set[face] === templateId);
}
