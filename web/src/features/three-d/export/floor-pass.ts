import {
  CustomBlending,
  OneFactor,
  OneMinusSrcAlphaFactor,
  ShaderMaterial,
  Vector2,
  type BufferGeometry,
  type Camera,
  type Mesh,
  type Object3D,
  type Scene,
  type WebGLRenderer,
} from 'three';
import { canvasLikeTarget } from '../scene/canvas-like-target';
import { FLOOR_NAME } from '../scene/models';

/** A layer no camera looks at: meshes on it are drawn only into the shadow map. */
const SHADOW_ONLY_LAYER = 31;

/**
 * The floor, in the frame's own pass, reads its pixels from the floor pass's picture at the same place on screen.
 * The picture holds colours premultiplied by alpha (drawn on a transparent background), so it is laid on as such.
 */
function pictureMaterial(): ShaderMaterial {
  return new ShaderMaterial({
    uniforms: { picture: { value: null }, frameSize: { value: new Vector2() } },
    vertexShader: /* glsl */ `
      void main() {
        gl_Position = projectionMatrix * modelViewMatrix * vec4( position, 1.0 );
      }`,
    fragmentShader: /* glsl */ `
      uniform sampler2D picture;
      uniform vec2 frameSize;
      void main() {
        gl_FragColor = texture2D( picture, gl_FragCoord.xy / frameSize );
      }`,
    transparent: true,
    blending: CustomBlending,
    blendSrc: OneFactor,
    blendDst: OneMinusSrcAlphaFactor,
    blendSrcAlpha: OneFactor,
    blendDstAlpha: OneMinusSrcAlphaFactor,
  });
}

/**
 * Draws the floor's soft shadow for a video frame at a fraction of the frame's size, in a pass of its own, and
 * then lets the frame's floor show that picture: each floor pixel costs one texture read instead of the shadow
 * map's filtered taps. On software GL the floor at full size was ~10–15 ms of a 720² frame. The floor lies below
 * the product in any pose, so it never covers the product; the frame's depth test still hides it behind.
 *
 * The same pass redraws the shadow map from the product's draft mesh where it has one (`userData.draftGeometry`):
 * the shadow is soft, and a quarter of the triangles draw it.
 */
export class FloorPass {
  private readonly target;
  private readonly material = pictureMaterial();

  constructor(frameSize: number, scale: number) {
    const size = Math.round(frameSize * scale);
    this.target = canvasLikeTarget(size, size, 0);
    this.material.uniforms.picture!.value = this.target.texture;
    this.material.uniforms.frameSize!.value.set(frameSize, frameSize);
  }

  /**
   * Draws the floor pass, and the shadow map, for the scene as it now stands; until the function it returns is
   * called, the floor shows that picture and the shadow map is kept. Leaves the renderer's target unset.
   */
  draw(renderer: WebGLRenderer, scene: Scene, camera: Camera): () => void {
    const floor = scene.getObjectByName(FLOOR_NAME) as Mesh | undefined;
    if (!floor) return () => {};
    const hidden = productMeshes(scene, floor);
    const lights = shadowCameras(scene);
    for (const { mesh } of hidden) {
      mesh.layers.set(SHADOW_ONLY_LAYER);
      const draft = mesh.userData.draftGeometry as BufferGeometry | undefined;
      if (draft) mesh.geometry = draft;
    }
    for (const { camera: shadowCamera } of lights) shadowCamera.layers.set(SHADOW_ONLY_LAYER);
    try {
      renderer.setRenderTarget(this.target);
      renderer.clear();
      renderer.render(scene, camera);
    } finally {
      for (const { mesh, layers, geometry } of hidden) {
        mesh.layers.mask = layers;
        mesh.geometry = geometry;
      }
      for (const { camera: shadowCamera, layers } of lights) shadowCamera.layers.mask = layers;
      renderer.setRenderTarget(null);
    }
    const { material } = floor;
    const autoUpdate = renderer.shadowMap.autoUpdate;
    floor.material = this.material;
    // The frame's own pass must not redraw the shadow map from the full mesh.
    renderer.shadowMap.autoUpdate = false;
    renderer.shadowMap.needsUpdate = false;
    return () => {
      floor.material = material;
      renderer.shadowMap.autoUpdate = autoUpdate;
    };
  }

  dispose() {
    this.target.dispose();
    this.material.dispose();
  }
}

/** Every mesh but the floor, with what the floor pass changes on it. */
function productMeshes(scene: Scene, floor: Mesh) {
  const meshes: { mesh: Mesh; layers: number; geometry: BufferGeometry }[] = [];
  scene.traverse((object) => {
    const mesh = object as Mesh;
    if (mesh.isMesh && mesh !== floor) meshes.push({ mesh, layers: mesh.layers.mask, geometry: mesh.geometry });
  });
  return meshes;
}

/** The shadow cameras of the lights that cast shadows, with the layers they look at. */
function shadowCameras(scene: Scene) {
  const cameras: { camera: Camera; layers: number }[] = [];
  scene.traverse((object: Object3D) => {
    const light = object as Object3D & { shadow?: { camera: Camera } };
    if (light.castShadow && light.shadow) cameras.push({ camera: light.shadow.camera, layers: light.shadow.camera.layers.mask });
  });
  return cameras;
}
