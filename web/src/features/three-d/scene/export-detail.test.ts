import { BoxGeometry, Color, Mesh, MeshBasicMaterial, MeshStandardMaterial, Scene, Texture } from 'three';
import { describe, expect, it } from 'vitest';
import { wearExportDetail } from './export-detail';
import { VertexLitMaterial } from './vertex-lighting';

/** A scene holding one product part, as ProductView builds it. */
function sceneWith() {
  const mesh: Mesh = new Mesh(new BoxGeometry(), new MeshBasicMaterial());
  const scene = new Scene();
  scene.add(mesh);
  return { scene, mesh };
}

describe('the light of an export', () => {
  it('lights a garment and its print per vertex below 1440 px, with the colour as it is now, and puts the materials back', () => {
    const { scene, mesh } = sceneWith();
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
    const { scene, mesh } = sceneWith();
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
    const { scene, mesh } = sceneWith();
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
});
