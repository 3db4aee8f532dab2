import { Canvas, useThree } from '@react-three/fiber';
import { use, useEffect, useMemo, useRef, type ReactNode } from 'react';
import { NeutralToneMapping, type DirectionalLight, type Group, type Object3D } from 'three';
import type { OrbitControls } from 'three/examples/jsm/controls/OrbitControls.js';
import type { BoxSpec } from '../../../../../core/src/box/box-spec';
import { swatchHex, type LightingId, type MotionStyle, type ThreeDEditorState } from '../../../../../core/src/three-d/editor-state';
import type { ThreeDType } from '../../../../../core/src/three-d/products';
import { renderScenePng } from '../export/frame-capture';
import { recordTurntable } from '../motion/record-turntable';
import type { FrameEncoder } from '../motion/frame-encoder';
import { isDrafting } from './draft-look';
import { backdropCss } from './generated-textures';
import { LIGHT_RIGS } from './light-rigs';
import { DragToRotate } from './drag-to-rotate';
import { Orbit } from './orbit';
import { countFrames, updateShadowsWhenMoved } from './render-on-change';
import { floorUnder } from './floor-height';
import { modelFileReady, isFromFile, productModel } from './models';
import { ProductView, type DesignImage } from './product-view';
import { SoftwareFrames } from './software-frames';
import { isSoftwareGl } from './software-gl';
import { Stage } from './stage';
import { useTurntablePreview } from './use-turntable-preview';
import { withViewHeld } from './view-hold';

/** What the editor asks of the 3D view besides drawing it. */
export interface StudioApi {
  /** A PNG of the current view, rendered off-screen at size × size. */
  capturePng(size: number, transparent: boolean): Promise<Blob>;
  recordTurntable(options: {
    style: MotionStyle;
    seconds: number;
    fps: number;
    size: number;
    encoder: FrameEncoder;
    onFrame?: (done: number, total: number, pixels: Uint8ClampedArray<ArrayBuffer>) => void;
    signal?: AbortSignal;
  }): Promise<Blob>;
  /** Back to the starting camera. */
  resetCamera(): void;
}

export const CAMERA_POSITION: [number, number, number] = [0, 0.2, 2.35];

interface Props {
  type: ThreeDType;
  state: ThreeDEditorState;
  /** The box's size and style (the box only; the default carton otherwise). */
  box?: BoxSpec;
  design: DesignImage | null;
  /** Spin the product live (the motion view's preview, the landing page). */
  preview?: { style: MotionStyle; seconds: number } | null;
  onReady?: (api: StudioApi) => void;
  /** A drag on the view turned the product (the editor's rotation X and Y). */
  onRotate?: (turn: Pick<ThreeDEditorState, 'rotationX' | 'rotationY'>) => void;
  interactive?: boolean;
  /** Device pixel ratio, when the default (the screen's, up to 2) is not wanted. */
  dpr?: number;
  children?: ReactNode;
}

/** Frame counting, and shadows redrawn only when the product or the lights move. */
function RenderHooks({ product }: { product: React.RefObject<Group | null> }) {
  const { scene, gl } = useThree();
  useEffect(() => {
    countFrames(scene, gl.domElement);
    updateShadowsWhenMoved(gl, scene, () => {
      const casters: Object3D[] = [];
      // The spin group and the group the user's rotation turns, inside it.
      if (product.current) casters.push(product.current, ...product.current.children);
      scene.traverse((object) => {
        if ((object as DirectionalLight).isDirectionalLight && object.castShadow) casters.push(object);
      });
      return casters;
    }, () => isDrafting(scene));
  }, [scene, gl, product]);
  return null;
}

/** Builds the API from inside the canvas, where the renderer, scene and camera are known. */
interface BridgeProps {
  spin: React.RefObject<Group | null>;
  controls: React.RefObject<OrbitControls | null>;
  lighting: LightingId;
  onReady: (api: StudioApi) => void;
}

function ApiBridge({ spin, controls, lighting, onReady }: BridgeProps) {
  const { gl, scene, camera, invalidate } = useThree();
  useEffect(() => {
    const rig = LIGHT_RIGS[lighting];
    const holdingTheView = <T,>(work: () => Promise<T>) => withViewHeld(scene, invalidate, work);
    onReady({
      capturePng: (size, transparent) => holdingTheView(() => renderScenePng(gl, scene, camera, size, transparent ? null : rig)),
      recordTurntable: (options) =>
        holdingTheView(() => recordTurntable({ ...options, renderer: gl, scene, camera, spin: spin.current!, backdrop: rig })),
      resetCamera: () => {
        controls.current?.reset();
        invalidate();
      },
    });
  }, [gl, scene, camera, spin, controls, lighting, invalidate, onReady]);
  return null;
}

function Turntable({ spin, preview }: { spin: React.RefObject<Group | null>; preview: Props['preview'] }) {
  useTurntablePreview(spin, preview ?? null);
  return null;
}

/**
 * The real-time 3D view: product, stage, orbit controls. Renders only when something changed. On software GL
 * the context has no MSAA of its own: `SoftwareFrames` draws quick drafts while things change and multisamples
 * the full-quality frame that follows.
 */
export function StudioCanvas({ type, state, box, design, preview = null, onReady, onRotate, interactive = true, dpr, children }: Props) {
  // A model made in Blender is a file: the view suspends until it is in (the editor shows its loading state meanwhile).
  if (isFromFile(type)) use(modelFileReady(type));
  const spin = useRef<Group>(null);
  // A new box size is an edit like any other: software GL drafts it, then draws it in full.
  const changes = useMemo(() => ({ state, box }), [state, box]);
  const controls = useRef<OrbitControls>(null);
  const software = isSoftwareGl();
  const { rotationX, rotationY, rotationZ } = state;
  const floorY = useMemo(() => floorUnder(productModel(type, box), [rotationX, rotationY, rotationZ]), [type, box, rotationX, rotationY, rotationZ]);
  return (
    <Canvas
      style={{ background: backdropCss(LIGHT_RIGS[state.lighting]) }}
      frameloop="demand"
      shadows="percentage"
      dpr={dpr ?? [1, 2]}
      camera={{ fov: 30, position: CAMERA_POSITION, near: 0.1, far: 40 }}
      gl={{ antialias: !software, alpha: true, toneMapping: NeutralToneMapping }}
    >
      <Stage lighting={state.lighting} floorY={floorY} />
      <ProductView
        type={type}
        colour={swatchHex(state.color)}
        rotation={[state.rotationX, state.rotationY, state.rotationZ]}
        design={design}
        scale={state.scale}
        wrap={state.wrap}
        printSide={state.printSide}
        box={box}
        spinRef={spin}
      />
      {interactive && <Orbit controlsRef={controls} enabled={!preview} />}
      {interactive && onRotate && (
        <DragToRotate rotation={{ rotationX: state.rotationX, rotationY: state.rotationY }} onRotate={onRotate} enabled={!preview} />
      )}
      <Turntable spin={spin} preview={preview} />
      <RenderHooks product={spin} />
      {software && <SoftwareFrames changes={changes} />}
      {onReady && <ApiBridge spin={spin} controls={controls} lighting={state.lighting} onReady={onReady} />}
      {children}
    </Canvas>
  );
}
