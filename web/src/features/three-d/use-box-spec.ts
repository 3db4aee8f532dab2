import { useCallback, useState } from 'react';
import { DEFAULT_BOX_SPEC, type BoxSpec } from '../../../../core/src/box/box-spec';

/** The box's last size and style for this visit, so leaving the box's editor and coming back finds it as it was. */
let remembered: BoxSpec = DEFAULT_BOX_SPEC;

export function useBoxSpec() {
  const [spec, setSpec] = useState<BoxSpec>(remembered);
  const update = useCallback((patch: Partial<BoxSpec>) => {
    setSpec((current) => (remembered = { ...current, ...patch }));
  }, []);
  const reset = useCallback(() => setSpec((remembered = DEFAULT_BOX_SPEC)), []);
  return { spec, update, reset };
}
