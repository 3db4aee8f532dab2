/** 3D vectors for setting up scenes (hot loops use plain numbers). Units are the toolkit's: centimetres (flat), metres
 *  (studio) or image units (soft); y is up. */
export type Vec3 = readonly [number, number, number];

export const add = (a: Vec3, b: Vec3): Vec3 => [a[0] + b[0], a[1] + b[1], a[2] + b[2]];
export const sub = (a: Vec3, b: Vec3): Vec3 => [a[0] - b[0], a[1] - b[1], a[2] - b[2]];
export const scale = (a: Vec3, k: number): Vec3 => [a[0] * k, a[1] * k, a[2] * k];
export const dot = (a: Vec3, b: Vec3): number => a[0] * b[0] + a[1] * b[1] + a[2] * b[2];
export const cross = (a: Vec3, b: Vec3): Vec3 => [a[1] * b[2] - a[2] * b[1], a[2] * b[0] - a[0] * b[2], a[0] * b[1] - a[1] * b[0]];
export const length = (a: Vec3): number => Math.hypot(a[0], a[1], a[2]);
export const normalize = (a: Vec3): Vec3 => scale(a, 1 / (length(a) || 1));
export const lerp3 = (a: Vec3, b: Vec3, t: number): Vec3 => [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t, a[2] + (b[2] - a[2]) * t];

export const clamp01 = (x: number): number => (x < 0 ? 0 : x > 1 ? 1 : x);
export const mix = (a: number, b: number, t: number): number => a + (b - a) * t;
export const smoothstep = (a: number, b: number, x: number): number => {
  const t = clamp01((x - a) / (b - a));
  return t * t * (3 - 2 * t);
};

const RAD = Math.PI / 180;

/** Rotation about the y axis (yaw) by `rad` radians: positive turns +x towards −z. */
export function rotateY(a: Vec3, rad: number): Vec3 {
  const c = Math.cos(rad), s = Math.sin(rad);
  return [a[0] * c + a[2] * s, a[1], -a[0] * s + a[2] * c];
}

/** Rotation about the x axis (pitch) by `rad` radians. */
export function rotateX(a: Vec3, rad: number): Vec3 {
  const c = Math.cos(rad), s = Math.sin(rad);
  return [a[0], a[1] * c - a[2] * s, a[1] * s + a[2] * c];
}

/** Rotation about the z axis (roll) by `rad` radians. */
export function rotateZ(a: Vec3, rad: number): Vec3 {
  const c = Math.cos(rad), s = Math.sin(rad);
  return [a[0] * c - a[1] * s, a[0] * s + a[1] * c, a[2]];
}

export const degrees = (deg: number): number => deg * RAD;

/** Point on a spherical orbit around `target`: azimuth from +z towards +x, elevation above the horizon (degrees). */
export function orbit(target: Vec3, azimuthDeg: number, elevationDeg: number, distance: number): Vec3 {
  const az = azimuthDeg * RAD, el = elevationDeg * RAD;
  return [
    target[0] + distance * Math.cos(el) * Math.sin(az),
    target[1] + distance * Math.sin(el),
    target[2] + distance * Math.cos(el) * Math.cos(az),
  ];
}
