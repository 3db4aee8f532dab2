import { HEX_COLOUR } from '../render/colour';
import type { EditorDoc } from './editor-history';
import { clampPlacement, type Placement } from './placement';

const PLACEMENT_KEYS = ['x', 'y', 'size', 'rotation'] as const satisfies ReadonlyArray<keyof Placement>;

/**
 * Reads an editor document kept in browser storage (or anywhere else untrusted). Anything that is not a placement of
 * four finite numbers and a #RRGGBB colour gives null; numbers are brought inside the sliders' bounds.
 */
export function parseEditorDoc(text: string | null): EditorDoc | null {
  if (text === null) return null;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const { placement, color } = value as { placement?: unknown; color?: unknown };
  if (typeof color !== 'string' || !HEX_COLOUR.test(color)) return null;
  if (typeof placement !== 'object' || placement === null) return null;
  const numbers = placement as Record<string, unknown>;
  if (!PLACEMENT_KEYS.every((key) => typeof numbers[key] === 'number' && Number.isFinite(numbers[key]))) return null;
  const { x, y, size, rotation } = numbers as unknown as Placement;
  return { placement: clampPlacement({ x, y, size, rotation }), color };
}
