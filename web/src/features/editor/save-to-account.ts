import type { EditorDoc } from '../../../../core/src/editor/editor-history';
import type { Design } from '../upload/prepare-design';

/** The account's copy of each uploaded design, so several downloads of one design store it once. */
const savedDesignIds = new WeakMap<Blob, Promise<string>>();

async function postForm<T>(url: string, form: FormData): Promise<T> {
  const response = await fetch(url, { method: 'POST', body: form });
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return (await response.json()) as T;
}

function saveDesign(design: Design): Promise<string> {
  let saved = savedDesignIds.get(design.image);
  if (!saved) {
    const form = new FormData();
    form.set('file', design.image, design.name);
    saved = postForm<{ design: { id: string } }>('/api/designs', form).then((answer) => answer.design.id);
    saved.catch(() => savedDesignIds.delete(design.image));
    savedDesignIds.set(design.image, saved);
  }
  return saved;
}

/** For a signed-in user, keeps the design and the downloaded mockup in their dashboard (and counts the export). */
export async function saveMockupToAccount(design: Design, templateId: string, doc: EditorDoc, png: Blob): Promise<void> {
  const form = new FormData();
  form.set('file', png, 'mockup.png');
  form.set('templateId', templateId);
  form.set('color', doc.color.toLowerCase());
  form.set('placement', JSON.stringify(doc.placement));
  form.set('designId', await saveDesign(design));
  await postForm('/api/mockups', form);
}
