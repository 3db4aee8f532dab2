/** Each library template's named print areas with their real size (generated from the template's physical grid). */
import type { PrintArea } from './manifest';
import { PRINT_AREAS } from './print-areas.generated';

export type { PrintArea };

/** The template's print areas, the one its picture shows first; undefined for an unknown id. */
export function templatePrintAreas(templateId: string): PrintArea[] | undefined {
  const rows = PRINT_AREAS[templateId];
  return rows?.map(([name, widthMm, heightMm]) => ({ name, widthMm, heightMm }));
}
