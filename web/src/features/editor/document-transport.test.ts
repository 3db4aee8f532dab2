import { describe, expect, it } from 'vitest';
import type { MockupDocument } from '../../../../core/src/editor/document';
import { accountDesignUrl, fromStoredDocument, sharedDesignUrl } from './document-transport';
import { UPLOADED_DESIGN } from './editor-doc-store';

const place = { x: 50, y: 50, size: 1, rotation: 0 };
const stored: MockupDocument = {
  version: 2,
  color: '#ffffff',
  areas: {
    front: {
      layers: [
        { id: 'layer-1', type: 'image', design: 'design:main', placement: place },
        { id: 'layer-2', type: 'text', text: 'EST. 2024', placement: place },
        { id: 'layer-3', type: 'image', design: 'design:added', placement: place, opacity: 0.5 },
      ],
    },
  },
};

describe('fromStoredDocument', () => {
  it('opens with the named design as the uploaded one and fetches the others from where the reader may', async () => {
    const saved = await fromStoredDocument(stored, 'main', accountDesignUrl);
    expect(saved.areas.front!.layers.map((l) => (l.type === 'image' ? l.design : l.text))).toEqual([UPLOADED_DESIGN, 'EST. 2024', '/api/designs/added/file']);
    expect(saved.areas.front!.layers[2]).toMatchObject({ opacity: 0.5 });
    const shared = await fromStoredDocument(stored, 'main', (id) => sharedDesignUrl('link-1', id));
    expect(shared.areas.front!.layers[2]).toMatchObject({ design: '/api/shared-documents/link-1/designs/added' });
  });

  it('leaves every image a URL when the mockup names no design to open with (it was deleted)', async () => {
    const orphan = await fromStoredDocument(stored, null, accountDesignUrl);
    expect(orphan.areas.front!.layers[0]).toMatchObject({ design: '/api/designs/main/file' });
  });
});
