// Own-photo templates (issue #17): a 2000² product photo cut out and turned into a template end to end over HTTP
// (POST /api/own-templates/cutout, then POST /api/own-templates with the mask), and the page's live preview frame at
// 600² in Node (what its worker does on every drag of a mark).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { derivePhotoMaps, surfaceFromArea } from '../core/src/own-photo/derive-layers';
import type { OwnTemplateFields, PrintArea } from '../core/src/own-photo/own-template';
import { compositeMockup } from '../core/src/render/composite';
import { rasteriseMesh } from '../core/src/render/mesh';
import { prepareLevel, type PreparedTemplate } from '../core/src/render/prepare';
import { DEFAULT_PLACEMENT } from '../core/src/render/types';
import { makeTestDesign } from '../tests/e2e/render-fixtures';
import { photoFraction, shirtPhoto, shirtSilhouette } from '../tests/support/shirt-photo';
import type { ServerProcess } from '../tests/support/server-process';
import { confirmationLink } from './auth.bench';
import { benchServer, peakRssMb } from './lib/server-load';
import { median, round, type BenchResult } from './lib/results';

const SIDE = 2000;
const PREVIEW = 600;
const RUNS = 5;

const chest = (width: number, height: number): PrintArea => {
  const at = (x: number, y: number) => photoFraction(width, height, x, y);
  return { kind: 'flat', corners: [at(400, 380), at(600, 380), at(600, 620), at(400, 620)] };
};

/** A signed-in session's headers on the bench server (sign-up, the e-mailed link, sign-in). */
export async function signedIn(server: ServerProcess, dataDir: string): Promise<Record<string, string>> {
  const origin = `http://localhost:${new URL(server.url).port}`;
  const account = { email: 'own-photo@example.com', password: 'violet-teapot-87-orbit' };
  const post = (url: string, body: unknown) => fetch(`${server.url}${url}`, { method: 'POST', headers: { 'content-type': 'application/json', origin }, body: JSON.stringify(body) });
  const signUp = await post('/api/auth/sign-up/email', { ...account, name: 'Bench' });
  if (!signUp.ok) throw new Error(`sign-up failed: ${signUp.status}`);
  const link = await confirmationLink(path.join(dataDir, 'outbox'), origin);
  await fetch(link.replace(origin, server.url), { redirect: 'manual' });
  const signIn = await post('/api/auth/sign-in/email', account);
  if (!signIn.ok) throw new Error(`sign-in failed: ${signIn.status}`);
  const cookie = signIn.headers.getSetCookie().map((line) => line.split(';')[0]).join('; ');
  return { cookie, origin };
}

/** One photo made into a template over HTTP, as the page does; ms for the cut-out and for the save. */
async function makeTemplate(server: ServerProcess, headers: Record<string, string>, photo: Buffer, fields: OwnTemplateFields) {
  const started = performance.now();
  const cutoutForm = new FormData();
  cutoutForm.set('photo', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'photo.jpg');
  const cutout = await fetch(`${server.url}/api/own-templates/cutout`, { method: 'POST', headers, body: cutoutForm });
  if (cutout.status !== 200) throw new Error(`cutout: ${cutout.status} ${await cutout.text()}`);
  const mask = new Uint8Array(await cutout.arrayBuffer());
  const cut = performance.now();
  const saveForm = new FormData();
  saveForm.set('photo', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'photo.jpg');
  saveForm.set('mask', new Blob([mask], { type: 'image/png' }), 'mask.png');
  saveForm.set('fields', JSON.stringify(fields));
  const saved = await fetch(`${server.url}/api/own-templates`, { method: 'POST', headers, body: saveForm });
  if (saved.status !== 201) throw new Error(`save: ${saved.status} ${await saved.text()}`);
  const { asset } = (await saved.json()) as { asset: { thumbnail: string } };
  await (await fetch(`${server.url}${asset.thumbnail}`, { headers })).arrayBuffer();
  return { cutout: cut - started, save: performance.now() - cut };
}

/** The live preview's frame in Node, as web/src/features/own-photo/preview-worker.ts draws it: ms per frame. */
async function previewFrameMs(): Promise<{ ready: number; frame: number }> {
  const photoBytes = await shirtPhoto(SIDE, SIDE);
  const { data } = await sharp(photoBytes).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const photo = { width: SIDE, height: SIDE, data: new Uint8Array(data.buffer, data.byteOffset, data.byteLength) };
  const mask = Uint8Array.from(await shirtSilhouette(SIDE, SIDE), (v) => v * 255);
  const t0 = performance.now();
  const maps = derivePhotoMaps(photo, mask, PREVIEW);
  const base = prepareLevel({ ...maps, surface: { cols: 1, rows: 1, points: new Float32Array(8) }, printAspect: 1 }, PREVIEW);
  const ready = performance.now() - t0;
  const design = makeTestDesign(512);
  const target = new Uint8ClampedArray(PREVIEW * PREVIEW * 4);
  const times: number[] = [];
  for (let i = 0; i < 60; i++) {
    // A corner dragged a little further each frame.
    const area = chest(SIDE, SIDE);
    if (area.kind === 'flat') area.corners[2] = [area.corners[2][0] + i * 0.001, area.corners[2][1] + i * 0.0005];
    const started = performance.now();
    const surface = surfaceFromArea(area, maps, SIDE, SIDE);
    const level: PreparedTemplate = { ...base, surface, uv: rasteriseMesh(surface, PREVIEW, PREVIEW), printAspect: 210 / 297 };
    compositeMockup(level, design, DEFAULT_PLACEMENT, i % 2 ? '#1e3a8a' : '#dc2626', target, PREVIEW);
    times.push(performance.now() - started);
  }
  return { ready, frame: median(times.slice(10)) };
}

export async function ownPhotoBenchmarks(): Promise<BenchResult[]> {
  const preview = await previewFrameMs();
  console.log(`own-photo preview: maps ready in ${Math.round(preview.ready)} ms, frame ${preview.frame.toFixed(1)} ms`);
  const photo = await sharp(await shirtPhoto(SIDE, SIDE)).jpeg({ quality: 90 }).toBuffer();
  const fields: OwnTemplateFields = { name: 'Bench tee', type: 't-shirt', area: chest(SIDE, SIDE), printAspect: 210 / 297 };
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mockup-bench-own-'));
  const server = await benchServer({ DATA_DIR: dataDir, HEAVY_RATE_LIMIT: 'off' });
  try {
    const headers = await signedIn(server, dataDir);
    await makeTemplate(server, headers, photo, fields); // warm-up: the model is loaded, the pool's threads start
    const runs: { cutout: number; save: number }[] = [];
    for (let i = 0; i < RUNS; i++) runs.push(await makeTemplate(server, headers, photo, fields));
    console.log(`own-photo 2000²: ${runs.map((r) => `${Math.round(r.cutout)} + ${Math.round(r.save)}`).join(', ')} ms (cut-out + save)`);
    return [
      { name: 'own-photo 2000²: cut-out + template, median end to end (target ≤ 3000)', value: round(median(runs.map((r) => r.cutout + r.save)), 0), unit: 'ms', lowerIsBetter: true },
      { name: 'own-photo 2000²: cut-out alone, median', value: round(median(runs.map((r) => r.cutout)), 0), unit: 'ms', lowerIsBetter: true },
      { name: 'own-photo 2000²: template derivation and save alone, median', value: round(median(runs.map((r) => r.save)), 0), unit: 'ms', lowerIsBetter: true },
      { name: 'own-photo live preview frame 600² in Node, median (target ≤ 33)', value: round(preview.frame, 1), unit: 'ms', lowerIsBetter: true },
      { name: 'server peak RSS after own-photo templates', value: round(peakRssMb(server.child.pid!), 0), unit: 'MB', lowerIsBetter: true },
    ];
  } finally {
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

// `node --import tsx bench/own-photo.bench.ts` runs this file alone.
if (import.meta.url === `file://${process.argv[1]}`) {
  console.table(await ownPhotoBenchmarks());
}
