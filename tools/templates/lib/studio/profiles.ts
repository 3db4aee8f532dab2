// Outlines for lathe products ([radius, height] from the bottom centre, up the outside, to the top centre).
type Profile = Array<[number, number]>;

/** A bottle: straight body up to `shoulder`, then a shoulder curving into a neck of radius `neck` from `neckStart` to `height`. */
export function bottle(r: number, height: number, shoulder: number, neckStart: number, neck: number): Profile {
  const mid = shoulder + (neckStart - shoulder) * 0.55;
  return [[0, 0.001], [r - 0.005, 0], [r, 0.005], [r, shoulder], [r * 0.92, mid - (neckStart - shoulder) * 0.15],
    [neck + (r - neck) * 0.35, mid + (neckStart - shoulder) * 0.2], [neck, neckStart], [neck, height - 0.002], [neck - 0.002, height], [0, height]];
}

/** A cap or lid: a short cylinder with a rounded top edge. */
export function cap(r: number, bottom: number, top: number, round = 0.003): Profile {
  return [[0, bottom], [r - 0.001, bottom], [r, bottom + 0.002], [r, top - round], [r - round, top], [0, top]];
}

/** A straight or tapered cylinder with a rounded base and a closed top (cans, jars, tumblers). */
export function can(bottomR: number, topR: number, height: number, round = 0.006): Profile {
  return [[0, 0.002], [bottomR - round, 0], [bottomR, round], [topR, height - round * 0.5], [topR - round * 0.5, height], [0, height]];
}

/** A drinks can: tapered base and neck, rim on top. */
export function drinksCan(r: number, height: number): Profile {
  return [[0, 0.004], [r * 0.72, 0], [r, 0.012], [r, height - 0.014], [r * 0.86, height - 0.003], [r * 0.87, height], [0, height - 0.002]];
}
