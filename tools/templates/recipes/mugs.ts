// Mugs: ceramic mugs in kitchen, desk and studio scenes; the print wraps round the front.
import { ceramic, concrete, gradient, linen, marble, partOf, plain, wood } from '../lib/studio/materials';
import { mug, type MugShape } from '../lib/studio/objects';
import { box } from '../lib/studio/shapes';
import { renderStudio, type StudioScene } from '../lib/studio/studio';
import type { Recipe } from '../recipe';
import type { Vec3 } from '../lib/common/vec';

interface MugShot {
  style: string;
  shape: MugShape;
  yaw: number;
  eye: Vec3;
  fov?: number;
  light: Vec3;
  floor: StudioScene['floor'];
  wall?: StudioScene['wall'];
  props?: (s: StudioScene['surfaces']) => void;
  exposure?: number;
}

const classic: MugShape = { radius: 0.041, height: 0.096 };

function mugScene(shot: MugShot): StudioScene {
  const { body, handle } = mug(shot.shape, { x: 0, z: 0, yaw: shot.yaw }, ceramic);
  const surfaces = [body, handle];
  shot.props?.(surfaces);
  return {
    camera: { eye: shot.eye, target: [0, shot.shape.height * 0.5, 0], fov: shot.fov ?? 30 },
    light: shot.light,
    floor: shot.floor,
    wall: shot.wall,
    surfaces,
    print: { surface: 0, cols: 48, rows: 12 },
    exposure: shot.exposure ?? 1.05,
    softness: 0.03,
    contactReach: 0.012,
  };
}

const shots: MugShot[] = [
  { style: 'classic 11 oz, handle right, white studio sweep', shape: classic, yaw: -0.15, eye: [0, 0.16, 0.42], light: [-0.6, 1, 0.5],
    floor: gradient('#f1efec', '#e4e1dc', 0.6), wall: { z: -0.35, colour: gradient('#e9e6e1', '#f6f4f1', 0.6) } },
  { style: 'tall 15 oz on oak desk, warm window light', shape: { radius: 0.043, height: 0.118 }, yaw: 0.25, eye: [0.05, 0.19, 0.46], light: [0.7, 0.9, 0.3],
    floor: wood('#b98a5a'), wall: { z: -0.3, colour: plain('#d9d2c7') } },
  { style: 'latte mug on marble counter', shape: { radius: 0.046, height: 0.09, taper: 0.78 }, yaw: -0.35, eye: [-0.04, 0.2, 0.42], light: [-0.5, 1, 0.2],
    floor: marble(), wall: { z: -0.28, colour: plain('#cfd6d8') } },
  { style: 'handle left, concrete and sage wall', shape: classic, yaw: Math.PI - 0.2, eye: [0, 0.14, 0.4], light: [0.6, 0.9, 0.6],
    floor: concrete(), wall: { z: -0.25, colour: plain('#a9b8a3') } },
  { style: 'low angle hero shot on linen', shape: { radius: 0.042, height: 0.1, handle: { size: 0.034, thickness: 0.006, squareness: 0.35 } }, yaw: 0.05, eye: [0, 0.08, 0.38], light: [-0.4, 0.8, 0.8],
    floor: linen('#e8dccb'), wall: { z: -0.4, colour: gradient('#d8c9b5', '#efe6da', 0.5) } },
  { style: 'top-down three-quarter on dark slate', shape: classic, yaw: -0.6, eye: [0.02, 0.32, 0.3], light: [-0.5, 1, -0.1],
    floor: plain('#4a4d52', 0.08), exposure: 1.12 },
  { style: 'espresso-style small mug, pastel pink set', shape: { radius: 0.036, height: 0.078, handle: { size: 0.026, thickness: 0.005 } }, yaw: 0.35, eye: [0, 0.13, 0.34], light: [0.5, 1, 0.6],
    floor: plain('#f2d7d3'), wall: { z: -0.22, colour: plain('#f5c9c0') } },
  { style: 'mug beside a stack of books, desk scene', shape: classic, yaw: -0.25, eye: [0.03, 0.17, 0.45], light: [-0.7, 0.9, 0.4],
    floor: wood('#7b5a3e', 0.2), wall: { z: -0.32, colour: plain('#e7e3da') },
    props: (s) => {
      s.push(...box(0.16, 0.03, 0.11, { x: 0.16, z: -0.08, yaw: 0.3 }, partOf('#2f4a6b', 0.1, 10), undefined, 'prop'));
      s.push(...box(0.15, 0.025, 0.1, { x: 0.16, z: -0.08, yaw: 0.2, y: 0.03 }, partOf('#c8553d', 0.1, 10), undefined, 'prop'));
    } },
];

export const recipes: Recipe[] = shots.map((shot, i) => ({
  id: `mugs-${i + 1}`,
  category: 'mugs',
  type: 'mug',
  style: shot.style,
  render: (size: number) => renderStudio(mugScene(shot), size),
}));
