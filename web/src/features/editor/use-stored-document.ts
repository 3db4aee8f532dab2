import { useEffect, useRef } from 'react';
import type { MockupDocument } from '../../../../core/src/editor/document';
import { storeDocument, type TemplateRef } from './editor-doc-store';

/** A slider or a drag changes the document on every frame: it is written once the changes pause this long. */
const STORE_AFTER_MS = 250;

/**
 * Keeps the editor's document in this browser (editor-doc-store.ts) without writing it on every frame of a slider or
 * drag: written once changes pause, and at once when the page is hidden or left or the editor closes, so a reload
 * always finds the last change.
 */
export function useStoredDocument(template: TemplateRef, area: string, doc: MockupDocument): void {
  const pending = useRef<(() => void) | null>(null);
  useEffect(() => {
    const write = () => {
      pending.current = null;
      storeDocument(template, area, doc);
    };
    pending.current = write;
    const timer = setTimeout(write, STORE_AFTER_MS);
    return () => clearTimeout(timer);
  }, [template, area, doc]);

  useEffect(() => {
    const flush = () => pending.current?.();
    const onVisibility = () => document.visibilityState === 'hidden' && flush();
    window.addEventListener('pagehide', flush);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      window.removeEventListener('pagehide', flush);
      document.removeEventListener('visibilitychange', onVisibility);
      flush();
    };
  }, []);
}
