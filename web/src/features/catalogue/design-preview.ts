/** The `designPreview` a page may receive in navigation state (a data or object URL of the visitor's design). */
export function designPreviewFrom(state: unknown): string | undefined {
  if (typeof state !== 'object' || state === null || !('designPreview' in state)) return undefined;
  return typeof state.designPreview === 'string' && state.designPreview !== '' ? state.designPreview : undefined;
}
