/** The painted objects' drop shadows, by how they sit: floating in front of a sweep; lying flat; hanging close to a wall. */
import type { Shadow } from './render';

export const FLOAT: Shadow[] = [{ dx: 0.02, dy: 0.03, blur: 0.03, opacity: 0.22 }, { dx: 0.004, dy: 0.008, blur: 0.008, opacity: 0.12 }];
export const FLAT: Shadow[] = [{ dx: 0.004, dy: 0.007, blur: 0.006, opacity: 0.4 }, { dx: 0.01, dy: 0.014, blur: 0.025, opacity: 0.2 }];
export const HANG: Shadow[] = [{ dx: 0.018, dy: 0.026, blur: 0.018, opacity: 0.32 }, { dx: 0.004, dy: 0.006, blur: 0.005, opacity: 0.18 }];
