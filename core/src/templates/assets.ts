/**
 * Every template's asset URLs (scene, maps, mesh): for the renderer's loaders (editor, server). Pages that only
 * show cards use library.ts, which stays light.
 */
import type { TemplateAsset } from './manifest';
import { TEMPLATE_MANIFEST } from './manifest.generated';

const byId = new Map(TEMPLATE_MANIFEST.map((asset) => [asset.id, asset]));

export function templateAsset(id: string): TemplateAsset | undefined {
  return byId.get(id);
}

export function allTemplates(): readonly TemplateAsset[] {
  return TEMPLATE_MANIFEST;
}
