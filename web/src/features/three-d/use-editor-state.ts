import { useCallback, useEffect, useState } from 'react';
import { DEFAULT_EDITOR_STATE, type ThreeDEditorState } from '../../../../core/src/three-d/editor-state';
import type { ThreeDType } from '../../../../core/src/three-d/products';

/** Each product's last settings for this visit, so leaving an editor and coming back finds it as it was. */
const remembered = new Map<ThreeDType, ThreeDEditorState>();

export function useEditorState(type: ThreeDType) {
  const [state, setState] = useState<ThreeDEditorState>(() => remembered.get(type) ?? DEFAULT_EDITOR_STATE);
  useEffect(() => {
    remembered.set(type, state);
  }, [type, state]);
  const update = useCallback((patch: Partial<ThreeDEditorState>) => setState((current) => ({ ...current, ...patch })), []);
  const reset = useCallback(() => setState(DEFAULT_EDITOR_STATE), []);
  return { state, update, reset };
}
