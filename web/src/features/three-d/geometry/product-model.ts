import type { MeshData } from './mesh-data';
import type { PrintArea } from './print-area';

/** What a part is made of; the scene picks a material for each ('glass': a device's, dark whatever the colour; on a
 *  model made in Blender 'trim' is a black plastic cap). */
export type PartRole = 'body' | 'trim' | 'pages' | 'lining' | 'glass';

export interface ModelPart {
  name: string;
  role: PartRole;
  mesh: MeshData;
}

/** A product built from code: its parts, where the design goes, and how big it is for framing the camera. */
export interface ProductModel {
  parts: ModelPart[];
  /** The front print area: the tee's chest, the book's front cover, the box's front panel. */
  print: PrintArea;
  /** The wrap-around area (book jacket, box sides), where the product has one. */
  wrap?: PrintArea;
  /** Radius of a sphere round the origin that holds the model in any rotation. */
  radius: number;
}
