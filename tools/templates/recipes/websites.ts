import type { Recipe } from '../recipe';
import { laptop, PHONE, recipeMaker, screenDevice } from '../lib/flat/devices';
import { flat, type Pose } from '../lib/flat/kit';
import { mug, plant, sideboard } from '../lib/flat/props';
import { browser, monitor } from '../lib/flat/screens';
import type { Quad, Solid } from '../lib/flat/solids';
import { desk, room, shoot, sweep, type Setting } from '../lib/flat/setting';

const make = recipeMaker('websites');

/** Swap a device's screen for a browser window whose page is the print. */
function withBrowser(dev: { solids: Solid[]; print: Quad }, pose: Pose) {
  const { chrome, page } = browser(dev.print, { ...pose });
  const solids = dev.solids.filter((s) => s !== dev.print);
  return { solids: [...solids, chrome, page], print: page };
}

function monitorShot(n: number, style: string, yaw: number, setting: Setting, extra: Solid[], az: number, el: number) {
  return make(n, 'laptop', style, (size) => {
    const pose: Pose = { at: [0, 25, 0], yaw, pitch: -4 };
    const m = withBrowser(monitor(pose), pose);
    return shoot(size, { setting, solids: [...m.solids, ...extra], print: m.print, target: [0, 22, 0], azimuth: az, elevation: el, distance: 160, fill: 0.7, seed: n });
  });
}

function laptopShot(n: number, style: string, yaw: number, setting: Setting, extra: Solid[], az: number, el: number) {
  return make(n, 'laptop', style, (size) => {
    const l = laptop({ at: [0, 0, 0], yaw });
    const lidPose: Pose = { at: [0, 0, 0], yaw, pitch: -14 };
    const b = withBrowser(l, lidPose);
    return shoot(size, { setting, solids: [...b.solids, ...extra], print: b.print, target: [0, 10, 0], azimuth: az, elevation: el, distance: 100, fill: 0.68, seed: n });
  });
}

export const recipes: Recipe[] = [
  monitorShot(1, 'desktop monitor, oak desk, plant', 0, desk('oak', [-80, 140, 90], '#eeebe6'), plant(-40, -6, 1.2, '#f1ede7'), 0, 8),
  laptopShot(2, 'laptop browser, three-quarter, walnut', 22, desk('walnut', [-70, 100, 60], '#e1dbd2'), mug(26, 10), 6, 18),
  monitorShot(3, 'monitor angled, marble desk, coffee', -20, desk('marble', [80, 140, 90], '#dfe3e8'), mug(-36, 14, '#1f2937'), -6, 10),
  laptopShot(4, 'laptop browser, studio sweep', 0, sweep('#d9dbde'), [], 0, 12),
  make(5, 'laptop', 'monitor and laptop, concrete', (size) => {
    const pose: Pose = { at: [-8, 25, -10], yaw: 8, pitch: -4 };
    const m = withBrowser(monitor(pose), pose);
    const l = laptop({ at: [28, 0, 12], yaw: -25 });
    return shoot(size, { setting: desk('concrete', [-70, 140, 90], '#e6e4e0'), solids: [...m.solids, ...l.solids], print: m.print, target: [4, 20, 0], elevation: 12, distance: 180, fill: 0.82, frame: [[-36, 0, -10], [44, 42, 12]], seed: 5 });
  }),
  make(6, 'laptop', 'monitor on a sideboard, living room', (size) => {
    const pose: Pose = { at: [0, 75 + 25, 22], pitch: -4 };
    const m = withBrowser(monitor({ ...pose, at: [0, 100, 22] }), pose);
    return shoot(size, { setting: room('#ece7df', 'oak', [-160, 240, 220]), solids: [...m.solids.map((s) => s), ...sideboard(0, 20, 160, 75, '#d8c3a4'), ...plant(60, 22, 1.1, '#eee9e2', 75)], print: m.print, target: [6, 95, 20], azimuth: 8, elevation: 8, distance: 200, fill: 0.8, frame: [[-30, 80, 22], [72, 120, 22]], seed: 6 });
  }),
  laptopShot(7, 'laptop browser, high angle, marble', -10, desk('marble', [50, 110, 50]), [], 4, 42),
  make(8, 'laptop', 'monitor and phone, slate, evening light', (size) => {
    const pose: Pose = { at: [0, 25, 0], yaw: 14, pitch: -4 };
    const m = withBrowser(monitor(pose, 55, 32, { colour: [0.35, 0.36, 0.38], spec: 0.3, shininess: 40 }), pose);
    const p = screenDevice(flat(26, 16, -20, PHONE.d / 2), PHONE);
    return shoot(size, { setting: desk('slate', [90, 90, 80], '#3d4149'), solids: [...m.solids, ...p.solids], print: m.print, target: [4, 20, 4], azimuth: -8, elevation: 12, distance: 170, fill: 0.78, seed: 8 });
  }),
];
