import { BufferGeometry, DirectionalLight, Mesh, MeshStandardMaterial, PerspectiveCamera, Scene, ShadowMaterial, type WebGLRenderer } from 'three';
import { describe, expect, it } from 'vitest';
import { FLOOR_NAME } from '../scene/models';
import { FloorPass } from './floor-pass';

/** The renderer calls the floor pass makes, with what the scene looked like when it was drawn. */
function recordingRenderer(scene: Scene, camera: PerspectiveCamera, product: Mesh, light: DirectionalLight) {
  const draws: { target: unknown; productSeen: boolean; productInShadow: boolean; productGeometry: BufferGeometry }[] = [];
  let target: unknown = null;
  const renderer = {
    shadowMap: { autoUpdate: true, needsUpdate: false },
    setRenderTarget: (next: unknown) => (target = next),
    clear: () => {},
    render: () =>
      draws.push({
        target,
        productSeen: product.layers.test(camera.layers),
        productInShadow: product.layers.test(light.shadow.camera.layers),
        productGeometry: product.geometry,
      }),
  };
  return { renderer: renderer as unknown as WebGLRenderer & typeof renderer, draws };
}

function stage() {
  const scene = new Scene();
  const camera = new PerspectiveCamera();
  const light = new DirectionalLight();
  light.castShadow = true;
  const full = new BufferGeometry();
  const draft = new BufferGeometry();
  const product = new Mesh(full, new MeshStandardMaterial());
  product.castShadow = true;
  product.userData.draftGeometry = draft;
  const floorMaterial = new ShadowMaterial();
  const floor = new Mesh(new BufferGeometry(), floorMaterial);
  floor.name = FLOOR_NAME;
  scene.add(light, product, floor);
  return { scene, camera, light, product, full, draft, floor, floorMaterial };
}

describe('the floor pass of a video frame', () => {
  it('draws the floor alone into its own target while the shadow map still sees the product, from its draft mesh', () => {
    const { scene, camera, light, product, full, draft } = stage();
    const { renderer, draws } = recordingRenderer(scene, camera, product, light);
    const pass = new FloorPass(720, 0.5);
    pass.draw(renderer, scene, camera);
    expect(draws).toHaveLength(1);
    expect(draws[0]!.target).toMatchObject({ width: 360, height: 360 });
    expect(draws[0]!.productSeen).toBe(false);
    expect(draws[0]!.productInShadow).toBe(true);
    expect(draws[0]!.productGeometry).toBe(draft);
    // The product is back as it was, for the frame's own pass.
    expect(product.layers.test(camera.layers)).toBe(true);
    expect(product.geometry).toBe(full);
    expect(light.shadow.camera.layers.mask).toBe(1);
  });

  it('shows its picture on the floor and keeps the shadow map until it is put back', () => {
    const { scene, camera, light, product, floor, floorMaterial } = stage();
    const { renderer } = recordingRenderer(scene, camera, product, light);
    const pass = new FloorPass(720, 0.5);
    const putBack = pass.draw(renderer, scene, camera);
    expect(floor.material).not.toBe(floorMaterial);
    expect(renderer.shadowMap.autoUpdate).toBe(false);
    expect(renderer.shadowMap.needsUpdate).toBe(false);
    putBack();
    expect(floor.material).toBe(floorMaterial);
    expect(renderer.shadowMap.autoUpdate).toBe(true);
  });

  it('does nothing in a scene without a floor', () => {
    const { scene, camera, light, product, floor } = stage();
    scene.remove(floor);
    const { renderer, draws } = recordingRenderer(scene, camera, product, light);
    new FloorPass(720, 0.5).draw(renderer, scene, camera)();
    expect(draws).toHaveLength(0);
  });
});
