/** What a drafted FreeSewing pattern looks like to us: parts with paths of move/line/curve operations, in mm. */
export interface FsPoint {
  x: number;
  y: number;
}
export interface FsOp {
  type: 'move' | 'line' | 'curve' | 'close' | 'noop';
  to?: FsPoint;
  cp1?: FsPoint;
  cp2?: FsPoint;
}
export interface FsPart {
  paths: Record<string, { ops: FsOp[] }>;
  points: Record<string, FsPoint>;
}
export interface FsPattern {
  parts: Array<Record<string, FsPart>>;
}
export interface DesignClass {
  new (settings: { measurements: Record<string, number>; options?: Record<string, number | boolean>; complete?: boolean; sa?: number }): {
    draft(): FsPattern;
  };
}
