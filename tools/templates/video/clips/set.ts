/** What the sets a modelled product is filmed in differ by (mug.ts, phone-case.ts, poster.ts), besides their props. */
export interface ClipSet {
  id: string;
  name: string;
  /** Cycles' seed for the set's renders. */
  seed: number;
  /** The key light's turn, first keyframe to last (LitClipSpec.sweep). */
  sweep: [number, number];
  lights: Array<{ name: string; location: number[]; target: number[]; size: number; energy: number }>;
  /** The camera: degrees round and above the product, lens in mm, and the share of the picture the product fills. */
  view: { azimuth: number; elevation: number; lens: number; fill: number };
}
