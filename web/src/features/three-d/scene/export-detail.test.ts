import { BackSide, Color, DoubleSide, FrontSide, Mesh, MeshBasicMaterial, MeshStandardMaterial, Scene, Texture } from 'three';
import { describe, expect, it } from 'vitest';
import type { ThreeDType } from '../../../../../core/src/three-d/products';
import { bounds } from '../geometry/mesh-checks';
import { toBufferGeometry } from './buffer-geometry';
import { ExportGeometries, wearExportDetail } from './export-detail';
import { VertexLitMaterial } from './vertex-lighting';
import { DRAFT_DETAIL, exportDetail, productModel } from './models';

const triangles = (mesh: Mesh) => mesh.geometry.index!.count / 3;

/** A scene holding the first part (the tee's torso, the book's cover…) of a product, as ProductView builds it. */
function sceneWith(type: ThreeDType) {
  const full = toBufferGeometry(productModel(type).parts[0]!.mesh);
  const geometries = new ExportGeometries(type, 0, full);
  const mesh: Mesh = new Mesh(full, new MeshBasicMaterial());
  mesh.userData.geometryForSize = geometries.forSize;
  const scene = new Scene();
  scene.add(mesh);
  return { scene, mesh, full, geometries };
}

describe('the detail of an export', () => {
  it('is full from 1440 px, scales with smaller sizes, and is never below the draft frames’', () => {
    expect(exportDetail(1600)).toBe(1);
    expect(exportDetail(1440)).toBe(1);
    expect(exportDetail(720)).toBe(0.5);
    expect(exportDetail(800)).toBeCloseTo(0.556, 3);
    expect(exportDetail(64)).toBe(DRAFT_DETAIL);
  });

  it('draws a 720² video frame’s tee with about a quarter of the triangles, within 3 mm of its outline, and puts the full mesh back after', () => {
    const { scene, mesh, full } = sceneWith('t-shirt');
    const takeOff = wearExportDetail(scene, 720);
    expect(mesh.geometry).not.toBe(full);
    expect(triangles(mesh) / (full.index!.count / 3)).toBeGreaterThan(0.2);
    expect(triangles(mesh) / (full.index!.count / 3)).toBeLessThan(0.3);
    const coarse = bounds(productModel('t-shirt', 0.5).parts[0]!.mesh);
    const fine = bounds(productModel('t-shirt').parts[0]!.mesh);
    for (let axis = 0; axis < 3; axis++) {
      expect(Math.abs(coarse.min[axis]! - fine.min[axis]!)).toBeLessThan(0.003);
      expect(Math.abs(coarse.max[axis]! - fine.max[axis]!)).toBeLessThan(0.003);
    }
    takeOff();
    expect(mesh.geometry).toBe(full);
  });

  it('keeps the full tee for a 1600² PNG, and the book and the box at every size', () => {
    const tee = sceneWith('t-shirt');
    wearExportDetail(tee.scene, 1600);
    expect(tee.mesh.geometry).toBe(tee.full);
    for (const type of ['book', 'box'] as const) {
      const { scene, mesh, full } = sceneWith(type);
      wearExportDetail(scene, 720);
      expect(mesh.geometry, type).toBe(full);
    }
  });

  it('makes each detail’s geometry once, and frees them when the part goes', () => {
    const { full, geometries } = sceneWith('t-shirt');
    const first = geometries.forSize(720);
    expect(geometries.forSize(720)).toBe(first);
    expect(geometries.forSize(800)).not.toBe(first);
    let freed = 0;
    first.addEventListener('dispose', () => freed++);
    full.addEventListener('dispose', () => freed += 100);
    geometries.dispose();
    expect(freed).toBe(1);
  });

  it('lights the tee and its print per vertex below full detail, with the colour as it is now, and puts the materials back', () => {
    const { scene, mesh } = sceneWith('t-shirt');
    const knit = new MeshStandardMaterial({ color: '#ff0000', roughness: 0.93, normalMap: new Texture() });
    const print = new Mesh(mesh.geometry, new MeshStandardMaterial({ map: new Texture(), normalMap: new Texture(), transparent: true }));
    mesh.material = knit;
    mesh.userData.vertexLitBelowFullDetail = true;
    print.userData.vertexLitBelowFullDetail = true;
    scene.add(print);

    let takeOff = wearExportDetail(scene, 720);
    const lit = mesh.material as MeshStandardMaterial;
    expect(lit).toBeInstanceOf(VertexLitMaterial);
    expect(lit.normalMap).toBeNull();
    expect(lit.color.getHexString()).toBe('ff0000');
    expect(lit.roughness).toBe(0.93);
    expect(print.material).toBeInstanceOf(VertexLitMaterial);
    expect((print.material as MeshStandardMaterial).map).not.toBeNull();
    expect((print.material as MeshStandardMaterial).transparent).toBe(true);
    takeOff();
    expect(mesh.material).toBe(knit);
    expect(knit.normalMap).not.toBeNull();

    // A new swatch reaches the next export; the copy is made once.
    knit.color = new Color('#000000');
    takeOff = wearExportDetail(scene, 720);
    expect(mesh.material).toBe(lit);
    expect(lit.color.getHexString()).toBe('000000');
    takeOff();

    wearExportDetail(scene, 1600);
    expect(mesh.material).toBe(knit);
  });

  it('keeps per-fragment light on unmarked meshes and on metals', () => {
    const { scene, mesh } = sceneWith('book');
    const cover = new MeshStandardMaterial({ roughness: 0.36 });
    mesh.material = cover;
    wearExportDetail(scene, 720);
    expect(mesh.material).toBe(cover);
    wearExportDetail(scene, 720, true);
    expect(mesh.material).toBe(cover);

    const metal = new MeshStandardMaterial({ metalness: 1 });
    mesh.material = metal;
    mesh.userData.vertexLitBelowFullDetail = true;
    wearExportDetail(scene, 720);
    expect(mesh.material).toBe(metal);
  });

  it('lights the book and the box per vertex in video frames only, at any size, and puts their material back', () => {
    const { scene, mesh } = sceneWith('book');
    const cover = new MeshStandardMaterial({ roughness: 0.36 });
    mesh.material = cover;
    mesh.userData.vertexLitInVideo = true;
    wearExportDetail(scene, 720)();
    expect(mesh.material).toBe(cover);
    const takeOff = wearExportDetail(scene, 1600, true);
    expect(mesh.material).toBeInstanceOf(VertexLitMaterial);
    expect((mesh.material as VertexLitMaterial).roughness).toBe(0.36);
    takeOff();
    expect(mesh.material).toBe(cover);
  });

  it('draws the inside of the tee’s body from its draft mesh below full detail, and takes it away after', () => {
    const { scene, mesh } = sceneWith('t-shirt');
    const knit = new MeshStandardMaterial({ color: '#00ff00', side: DoubleSide });
    const draft = toBufferGeometry(productModel('t-shirt', DRAFT_DETAIL).parts[0]!.mesh);
    mesh.material = knit;
    Object.assign(mesh.userData, { vertexLitBelowFullDetail: true, insideFromDraft: true, draftGeometry: draft });

    const takeOff = wearExportDetail(scene, 720);
    expect((mesh.material as MeshStandardMaterial).side).toBe(FrontSide);
    // Its shadow is cast from both faces, as the two-sided material casts it.
    expect((mesh.material as MeshStandardMaterial).shadowSide).toBe(DoubleSide);
    const [inside] = mesh.children as Mesh[];
    expect(mesh.children).toHaveLength(1);
    expect(inside!.geometry).toBe(draft);
    expect(inside!.material).toBeInstanceOf(VertexLitMaterial);
    expect((inside!.material as MeshStandardMaterial).side).toBe(BackSide);
    expect((inside!.material as MeshStandardMaterial).color.getHexString()).toBe('00ff00');
    // Drawn after the outsides, so that their depth hides most of it.
    expect(inside!.renderOrder).toBeGreaterThan(mesh.renderOrder);
    // While dressed, the inside is in the scene: the scene, the part and its inside.
    let inScene = 0;
    scene.traverse(() => inScene++);
    takeOff();
    expect(mesh.children).toHaveLength(0);
    expect(mesh.material).toBe(knit);

    // The same inside mesh next time, and none at full detail or without the mark.
    wearExportDetail(scene, 720)();
    const again = wearExportDetail(scene, 720);
    expect(mesh.children[0]).toBe(inside);
    again();
    wearExportDetail(scene, 1600);
    expect(mesh.children).toHaveLength(0);
    expect(inScene).toBe(3);
  });

  it('keeps a marked-off part two-sided in one mesh (the rolled trims)', () => {
    const { scene, mesh } = sceneWith('t-shirt');
    const draft = toBufferGeometry(productModel('t-shirt', DRAFT_DETAIL).parts[0]!.mesh);
    mesh.material = new MeshStandardMaterial({ side: DoubleSide });
    Object.assign(mesh.userData, { vertexLitBelowFullDetail: true, draftGeometry: draft });
    wearExportDetail(scene, 720);
    expect((mesh.material as MeshStandardMaterial).side).toBe(DoubleSide);
    expect(mesh.children).toHaveLength(0);
  });
});
