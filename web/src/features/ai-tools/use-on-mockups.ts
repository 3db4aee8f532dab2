import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { saveDesign } from '../upload/design-store';
import { prepareDesign } from '../upload/prepare-design';
import { fetchImage } from './save-image';

/**
 * 'Use on mockups': an AI result becomes the current design (the same checks as an upload) and the catalogue opens
 * with it loaded, so every template shows it.
 */
export function useOnMockups() {
  const navigate = useNavigate();
  return useCallback(
    async (imageUrl: string, name: string) => {
      const blob = await fetchImage(imageUrl);
      const prepared = await prepareDesign(new File([blob], name, { type: blob.type }));
      if (!prepared.ok) throw new Error(prepared.problem.description);
      await saveDesign(prepared.design);
      await navigate('/mockups', { state: { designPreview: URL.createObjectURL(prepared.design.image) } });
    },
    [navigate],
  );
}
