/** Each library template's named print areas with their real size (generated from the template's physical grid). */
import type { PrintArea } from './manifest';
import { PRINT_AREAS } from './print-areas.generated';

export type { PrintArea };

/** The template's print areas, the one its picture shows first; undefined for an unknown id. */
export function templatePrintAreas(templateId: string): PrintArea[] | undefined {
  const rows = PRINT_AREAS[templateId];
  return rows?.map(([name, widthMm, heightMm]) => ({ name, widthMm, heightMm }));
}

/** The name of the print area the template's picture shows (its first; an own photo template has one, 'front'). */
export const shownAreaName = (templateId: string): string => templatePrintAreas(templateId)?.[0]?.name ?? 'front';
