import type { Material } from 'three';

/**
 * The material drawn in `full`'s place for a while (a draft frame, an export): made by `make` the first time it
 * is asked for, kept in `cache`, and freed with `full`.
 */
export function standInFor<T extends Material>(cache: WeakMap<Material, T>, full: Material, make: () => T): T {
  let standIn = cache.get(full);
  if (!standIn) {
    const made = make();
    full.addEventListener('dispose', () => made.dispose());
    cache.set(full, made);
    standIn = made;
  }
  return standIn;
}
