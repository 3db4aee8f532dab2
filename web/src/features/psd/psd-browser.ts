import { planFiles, psdPlanSchema, type PsdPlan } from '../../../../core/src/psd/psd-template';
import type { PsdFiles } from '../../../../core/src/psd/render-psd';
import type { RgbaImage } from '../../../../core/src/render/types';
import { decodeImage } from '../editor/browser-assets';

export interface LoadedPsdTemplate {
  plan: PsdPlan;
  files: PsdFiles;
}

async function fetchOk(url: string): Promise<Response> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return response;
}

/** A PSD template's plan and cached layers, decoded, for core's renderPsd to draw in the browser as on the server. */
export async function loadPsdTemplate(id: string): Promise<LoadedPsdTemplate> {
  const base = `/api/own-templates/${encodeURIComponent(id)}/psd/`;
  const plan = psdPlanSchema.parse(await (await fetchOk(`${base}psd.json`)).json());
  const entries = await Promise.all(
    planFiles(plan).map(async (name): Promise<[string, RgbaImage]> => [name, await decodeImage(await (await fetchOk(base + name)).blob())]),
  );
  return { plan, files: new Map(entries) };
}
