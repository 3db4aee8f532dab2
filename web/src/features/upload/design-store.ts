import { del, get, set } from 'idb-keyval';
import { useSyncExternalStore } from 'react';
import type { Design } from './prepare-design';

/** The visitor's current design, kept in IndexedDB so it survives navigation and reloads. */
const KEY = 'mockup-studio:current-design';

interface DesignState {
  design: Design | null;
  /** An object URL for showing the design; valid while the design is current. */
  previewUrl: string | null;
  loaded: boolean;
}

let state: DesignState = { design: null, previewUrl: null, loaded: false };
const listeners = new Set<() => void>();

function publish(design: Design | null) {
  if (state.previewUrl) URL.revokeObjectURL(state.previewUrl);
  state = { design, previewUrl: design ? URL.createObjectURL(design.image) : null, loaded: true };
  listeners.forEach((listener) => listener());
}

let loading: Promise<void> | null = null;
/** Reads the stored design once per page load. */
function ensureLoaded() {
  loading ??= get<Design>(KEY)
    .then((design) => {
      if (!state.loaded) publish(design ?? null);
    })
    .catch(() => publish(null));
  return loading;
}

export async function saveDesign(design: Design): Promise<void> {
  publish(design);
  await set(KEY, design).catch(() => {
    // Private windows may refuse IndexedDB: the design still works for this visit.
  });
}

export async function clearDesign(): Promise<void> {
  publish(null);
  await del(KEY).catch(() => {});
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  void ensureLoaded();
  return () => listeners.delete(listener);
}

export function useDesign(): DesignState {
  return useSyncExternalStore(subscribe, () => state);
}
