import type { Scene } from 'three';

/** Exports running per scene, and whether the view was asked for a frame meanwhile. */
const holds = new WeakMap<Scene, { count: number; owed: boolean }>();

/**
 * Runs an export while software GL's view on screen stands still: its frames (the full-quality one that
 * follows an edit, a drag of the view) would take turns with the export's on the same CPU. A frame asked for
 * meanwhile is drawn once afterwards (`redraw`).
 */
export async function withViewHeld<T>(scene: Scene, redraw: () => void, work: () => Promise<T>): Promise<T> {
  const hold = holds.get(scene) ?? { count: 0, owed: false };
  holds.set(scene, hold);
  hold.count++;
  try {
    return await work();
  } finally {
    if (--hold.count === 0) {
      holds.delete(scene);
      if (hold.owed) redraw();
    }
  }
}

/** True while an export holds the view; the frame that asked is then owed. */
export function viewIsHeld(scene: Scene): boolean {
  const hold = holds.get(scene);
  if (hold) hold.owed = true;
  return hold !== undefined;
}
