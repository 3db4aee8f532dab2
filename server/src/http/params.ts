import type { Context } from 'hono';
import { idText } from '../../../core/src/schemas/text';
import { notFound } from './app-error';

const ID = idText(100);

/**
 * A path parameter that names one of our rows (a UUID or another id we made), checked in shape before it reaches
 * the database: anything else cannot name a row, so it answers the same 404 as a missing one.
 */
export function idParam(c: Context, name: string, missing: string): string {
  const value = c.req.param(name);
  if (value === undefined || !ID.safeParse(value).success) throw notFound(missing);
  return value;
}
