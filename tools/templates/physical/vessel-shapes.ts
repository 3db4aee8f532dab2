/**
 * The shapes of bottles, jars, cans, tubes and pouches and of what is fitted to them, in millimetres (vessel.ts):
 * profiles with a rounded foot, a wall, a shoulder, a neck; caps, collars, pumps, droppers, lids.
 */
import type { PartMaterial, Profile, Vessel } from './vessel';

type Rgb = [number, number, number];

/** Points on a quarter (or any) arc about (cr, cz), from angle a0 to a1 in degrees (0 = outwards, 90 = up). */
function arc(cr: number, cz: number, radius: number, a0: number, a1: number, steps = 6): Profile {
  return Array.from({ length: steps + 1 }, (_, k) => {
    const a = ((a0 + ((a1 - a0) * k) / steps) * Math.PI) / 180;
    return [cr + radius * Math.cos(a), cz + radius * Math.sin(a)];
  });
}

/** A bottle: a foot rounded by `foot`, a straight wall to `shoulderAt`, a shoulder curving in to the neck at
 *  `neckAt`, the neck to `height` with a lip; `topRadius` tapers the wall (a tumbler). */
export function bottle(o: { radius: number; height: number; shoulderAt: number; neckAt: number; neckRadius: number; foot?: number; topRadius?: number }): Profile {
  const { radius: r, height: h, shoulderAt, neckAt, neckRadius: n } = o;
  const foot = o.foot ?? 4;
  const top = o.topRadius ?? r;
  const shoulder: Profile = Array.from({ length: 11 }, (_, k) => {
    const q = ((k / 10) * Math.PI) / 2;
    return [n + (top - n) * Math.cos(q), shoulderAt + (neckAt - shoulderAt) * Math.sin(q)];
  });
  return [[0, 0], ...arc(r - foot, foot, foot, -90, 0), ...shoulder, [n, h - 2], [n + 0.8, h - 1.6], [n + 0.8, h - 0.6], [n, h], [0, h]];
}

/** A wide jar: a rounded foot and a short rounded shoulder into a neck 4 mm narrower, up to `height`. */
export function jar(radius: number, height: number): Profile {
  return [[0, 0], ...arc(radius - 5, 5, 5, -90, 0), ...arc(radius - 4, height - 12, 4, 0, 90, 4), [radius - 4, height], [0, height]];
}

/** A screw cap from `z` up `height`, its top edge rounded. */
export function cap(radius: number, z: number, height: number, edge = 1.5): Profile {
  return [[0, z], [radius - 0.6, z], [radius, z + 0.6], ...arc(radius - edge, z + height - edge, edge, 0, 90, 4), [0, z + height]];
}

/** A dropper: a collar from `z`, then a rubber bulb on it (two parts). */
export function dropper(collarRadius: number, z: number, collarHeight: number, bulb: PartMaterial, collar: PartMaterial): Vessel['parts'] {
  const base = z + collarHeight;
  const r = collarRadius * 0.6;
  // A rubber bulb: a slight waist over the collar, then a tall round-topped teat.
  const bulbProfile: Profile = [[0, base - 1], [r, base - 1], [r * 0.94, base + 4], [r, base + 12], ...arc(0, base + 12, r, 0, 90, 8)];
  return [{ profile: cap(collarRadius, z, collarHeight, 0.8), material: collar, ribs: 36 }, { profile: bulbProfile, material: bulb }];
}

/** A lotion pump on a ribbed collar from `z`: stem, head, and the nozzle pointing right. */
export function pump(collarRadius: number, z: number, material: PartMaterial): Pick<Vessel, 'parts' | 'blocks'> {
  const stem = z + 12;
  return {
    parts: [
      { profile: cap(collarRadius, z, 12, 1), material, ribs: 40 },
      { profile: [[0, stem - 1], [4, stem - 1], [4, stem + 14], [0, stem + 14]], material },
      { profile: cap(collarRadius * 0.9, stem + 12, 12, 3), material },
    ],
    blocks: [{ size: [24, 7, 6], at: [collarRadius * 0.9 + 8, 0, stem + 16], material }],
  };
}

/** A fine-mist sprayer: a collar, then an actuator with its nozzle facing the front. */
export function sprayer(collarRadius: number, z: number, material: PartMaterial): Pick<Vessel, 'parts' | 'blocks'> {
  return {
    parts: [
      { profile: cap(collarRadius, z, 10, 1), material, ribs: 40 },
      { profile: cap(collarRadius * 0.72, z + 9, 16, 2.5), material },
    ],
    blocks: [{ size: [3.5, 3, 3.5], at: [0, -collarRadius * 0.72 + 0.8, z + 18], material }],
  };
}

/** A drinks can: a domed foot, the wall, a necked top to the lid's seam (the lid and its tab are aluminium parts). */
export function drinksCan(radius: number, height: number, aluminium: PartMaterial): Vessel {
  const r = radius, h = height;
  return {
    body: { kind: 'lathe', profile: [[0, 4], [r - 7, 1.2], ...arc(r - 3, 3, 3, -120, 0, 5), [r, h - 14], [r - 1.5, h - 9], [r - 4, h - 4], [r - 4.2, h - 3.5], [r - 4.6, h - 6], [0, h - 6]] },
    finish: 'gloss',
    parts: [{ profile: [[0, h - 5.5], [r - 4.4, h - 5.5], [r - 3.9, h - 3.4], [r - 3.1, h - 0.7], [r - 3.3, h], [r - 4.4, h - 0.4], [r - 5, h - 4.6], [0, h - 4.6]], material: aluminium }],
    blocks: [{ size: [12, 21, 0.9], at: [0, 7, h - 4.6], material: aluminium }],
  };
}

/** A part's material: a plastic or rubber of a colour, or a metal. */
export const plastic = (colour: Rgb, roughness = 0.35): PartMaterial => ({ kind: 'plastic', colour, roughness });
export const STEEL: PartMaterial = { kind: 'metal', colour: [0.72, 0.72, 0.72], roughness: 0.38 };
export const ALUMINIUM: PartMaterial = { kind: 'metal', colour: [0.86, 0.86, 0.87], roughness: 0.22 };
/** A gold-toned lacquer rather than a metal: the layers keep a metal's reflections grey (their gloss is one luminance),
 *  so a gold metal would look like steel. */
export const GOLD: PartMaterial = plastic([0.62, 0.42, 0.15], 0.22);
export const BLACK: PartMaterial = plastic([0.02, 0.02, 0.022], 0.4);
export const WHITE: PartMaterial = plastic([0.8, 0.8, 0.79], 0.45);
export const RUBBER: PartMaterial = { kind: 'rubber', colour: [0.015, 0.015, 0.015], roughness: 0.55 };
