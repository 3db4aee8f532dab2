import { useEffect, useMemo, type Ref } from 'react';
import { MathUtils, Vector2, type BufferGeometry, type Group, type Texture } from 'three';
import type { BoxSpec } from '../../../../../core/src/box/box-spec';
import type { PrintSide } from '../../../../../core/src/three-d/editor-state';
import type { ThreeDType } from '../../../../../core/src/three-d/products';
import { designPatch, fitDesign } from '../geometry/print-area';
import type { PartRole } from '../geometry/product-model';
import { toBufferGeometry } from './buffer-geometry';
import { knitNormalTexture, pageEdgeTexture } from './generated-textures';
import { boxTexture } from './box-texture';
import { draftModel, modelAreas, isFromFile, productModel, STAGE_RADIUS } from './models';
import { isSoftwareGl } from './software-gl';

export interface DesignImage {
  texture: Texture;
  /** Width ÷ height of the artwork. */
  aspect: number;
}

interface Props {
  type: ThreeDType;
  colour: string;
  /** Degrees about x, y and z. */
  rotation: [number, number, number];
  design: DesignImage | null;
  /** Design size in percent of the print area's fit. */
  scale: number;
  wrap: boolean;
  /** A garment's print area: its front or its back. */
  printSide: PrintSide;
  /** The box's size and style (the box only). */
  box?: BoxSpec;
  /** The turntable spins this group about the vertical axis, on top of the user's rotation. */
  spinRef?: Ref<Group>;
}

interface Finish {
  roughness: number;
  printRoughness: number;
  vertexLit: 'below-full-detail' | 'video-frames';
  /** Knitted fabric: a knit's normal map on the fabric and the print. */
  knit?: boolean;
  /** How far the print's mesh stands off the surface, metres: enough never to fight it for depth. */
  printLift: number;
  /** The print is a screen's picture: lit from within, not by the studio. */
  screen?: boolean;
}

/**
 * How each kind of product surface reflects light, and where it may be lit per vertex (vertex-lighting.ts), which
 * on software GL makes a frame several times cheaper. The garments' meshes are their cloth grids and their finish
 * rough: every export below PER_PIXEL_LIGHT_SIZE (export-detail.ts). The mug's glaze, the book's and box's broad
 * faces: a PNG keeps per-pixel light, as a thin highlight would widen into a band; a video frame (H.264 at 720 px)
 * does not show that, and a 3 s turn of the book renders in a third of the time.
 */
const FINISH: Record<ThreeDType, Finish> = {
  't-shirt': { roughness: 0.93, printRoughness: 0.78, vertexLit: 'below-full-detail', knit: true, printLift: 0.0012 },
  hoodie: { roughness: 0.97, printRoughness: 0.8, vertexLit: 'below-full-detail', knit: true, printLift: 0.0012 },
  mug: { roughness: 0.12, printRoughness: 0.12, vertexLit: 'video-frames', printLift: 0.0003 },
  phone: { roughness: 0.22, printRoughness: 0.05, vertexLit: 'video-frames', printLift: 0.0002, screen: true },
  'phone-case': { roughness: 0.22, printRoughness: 0.2, vertexLit: 'video-frames', printLift: 0.0003 },
  bottle: { roughness: 0.42, printRoughness: 0.38, vertexLit: 'video-frames', printLift: 0.0003 },
  book: { roughness: 0.36, printRoughness: 0.34, vertexLit: 'video-frames', printLift: 0.0006 },
  box: { roughness: 0.48, printRoughness: 0.42, vertexLit: 'video-frames', printLift: 0.0006 },
};

/** The marks export-detail.ts reads for a finish's per-vertex light. */
const vertexLitMarks = (type: ThreeDType) => ({
  vertexLitBelowFullDetail: FINISH[type].vertexLit === 'below-full-detail',
  vertexLitInVideo: FINISH[type].vertexLit === 'video-frames',
});

/** A texture drawn once per visit and shared by every mesh that uses it. */
function shared(make: () => Texture): () => Texture {
  let texture: Texture | undefined;
  return () => (texture ??= make());
}
const tiled = (texture: Texture, x: number, y: number) => {
  texture.repeat.set(x, y);
  return texture;
};
const pageTexture = shared(pageEdgeTexture);
/** The knit tiles about every 5 mm: the garments' UVs are their pattern's millimetres; the print's span the design. */
const knitTexture = shared(() => tiled(knitNormalTexture(), 0.2, 0.2));
const printKnitTexture = shared(() => tiled(knitNormalTexture(), 60, 70));
const KNIT_STRENGTH = new Vector2(0.35, 0.35);

function PartMaterial({ type, role, colour, box }: { type: ThreeDType; role: PartRole; colour: string; box?: BoxSpec }) {
  const { roughness } = FINISH[type];
  if (role === 'pages') return <meshStandardMaterial map={pageTexture()} roughness={0.85} />;
  // A phone's screen and camera: dark glass, as the baked light leaves it.
  if (role === 'glass') return <meshStandardMaterial color="#0b0c0f" vertexColors roughness={0.06} />;
  // A bottle's cap: black plastic.
  if (role === 'trim' && isFromFile(type)) return <meshStandardMaterial color="#1d1d20" vertexColors roughness={0.55} />;
  // The book's endpapers are paper.
  if (role === 'lining' && type === 'book') return <meshStandardMaterial color="#efebe3" roughness={0.9} />;
  if (isFromFile(type)) {
    // The light baked into the model's vertices (folds, the inside of a neck or a mug) darkens the colour; the models
    // have real insides, so each face is drawn from its own side only.
    const knit = FINISH[type].knit === true;
    return (
      <meshStandardMaterial
        color={colour}
        vertexColors
        roughness={role === 'lining' && knit ? 1 : roughness}
        normalMap={knit && role !== 'lining' ? knitTexture() : null}
        normalScale={KNIT_STRENGTH}
      />
    );
  }
  return <meshStandardMaterial color={colour} roughness={roughness} map={type === 'box' ? boxTexture(box) : null} />;
}

/** Frees a geometry's GPU buffers when it is replaced or unmounted. */
function useDisposal(geometry: BufferGeometry) {
  useEffect(() => () => geometry.dispose(), [geometry]);
}

function Part({ type, index, colour, box }: { type: ThreeDType; index: number; colour: string; box?: BoxSpec }) {
  const part = productModel(type, box).parts[index]!;
  const draftPart = isSoftwareGl() ? draftModel(type, box).parts[index]! : part;
  const geometry = useMemo(() => toBufferGeometry(part.mesh), [part]);
  useDisposal(geometry);
  // Software GL's draft frames draw the coarser mesh, where there is one (see draft-look.ts).
  const draftGeometry = useMemo(() => (draftPart === part ? undefined : toBufferGeometry(draftPart.mesh)), [draftPart, part]);
  useEffect(() => () => draftGeometry?.dispose(), [draftGeometry]);
  // One object while the geometries last: a new one on each render would count as a change and draw a frame.
  const userData = useMemo(() => ({ draftGeometry, ...vertexLitMarks(type) }), [draftGeometry, type]);
  return (
    // The shadow light stands almost overhead to lay a soft shadow on the floor; on the product itself it only
    // grazed the shoulders and hems into speckled acne, so the product casts but does not receive it.
    <mesh geometry={geometry} castShadow name={part.name} userData={userData}>
      <PartMaterial type={type} role={part.role} colour={colour} box={box} />
    </mesh>
  );
}

function DesignPrint({ type, design, scale, wrap, printSide, box }: { type: ThreeDType; design: DesignImage; scale: number; wrap: boolean; printSide: PrintSide; box?: BoxSpec }) {
  const model = productModel(type, box);
  const area = modelAreas(type)[printSide] ?? (wrap && model.wrap ? model.wrap : model.print);
  const geometry = useMemo(
    () => toBufferGeometry(designPatch(area, fitDesign(area, design.aspect, scale), { offset: FINISH[type].printLift })),
    [area, design.aspect, scale, type],
  );
  useDisposal(geometry);
  // One object per product: a new one on each render would count as a change and draw a frame.
  const marks = useMemo(() => vertexLitMarks(type), [type]);
  if (FINISH[type].screen) {
    // A screen shows its picture at its own brightness, whatever the studio's light.
    return (
      <mesh geometry={geometry} name="design" renderOrder={1}>
        <meshBasicMaterial map={design.texture} toneMapped={false} transparent alphaTest={0.02} polygonOffset polygonOffsetFactor={-2} polygonOffsetUnits={-2} />
      </mesh>
    );
  }
  return (
    <mesh geometry={geometry} name="design" renderOrder={1} userData={marks}>
      <meshStandardMaterial
        map={design.texture}
        vertexColors={isFromFile(type)}
        transparent
        alphaTest={0.02}
        roughness={FINISH[type].printRoughness}
        normalMap={FINISH[type].knit ? printKnitTexture() : null}
        normalScale={KNIT_STRENGTH}
        polygonOffset
        polygonOffsetFactor={-2}
        polygonOffsetUnits={-2}
      />
    </mesh>
  );
}

/** The product, sized to the stage, turned as the user set it, with the design printed on it. */
export function ProductView({ type, colour, rotation, design, scale, wrap, printSide, box, spinRef }: Props) {
  const model = productModel(type, box);
  const fit = STAGE_RADIUS / model.radius;
  const [x, y, z] = rotation.map((degrees) => MathUtils.degToRad(degrees)) as [number, number, number];
  return (
    <group ref={spinRef}>
      <group rotation={[x, y, z]} scale={fit}>
        {model.parts.map((part, index) => (
          <Part key={part.name} type={type} index={index} colour={colour} box={box} />
        ))}
        {design && <DesignPrint type={type} design={design} scale={scale} wrap={wrap} printSide={printSide} box={box} />}
      </group>
    </group>
  );
}
