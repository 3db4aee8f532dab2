import type { Design } from '../upload/prepare-design';

/** The account's copy of each uploaded design, so several downloads of one design store it once. */
const savedDesignIds = new WeakMap<Blob, Promise<string>>();
/** The same for added images, by their data URL or address. */
const savedImageIds = new Map<string, Promise<string>>();

export async function postForm<T>(url: string, form: FormData): Promise<T> {
  const response = await fetch(url, { method: 'POST', body: form });
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return (await response.json()) as T;
}

function postDesign(image: Blob, name: string): Promise<string> {
  const form = new FormData();
  form.set('file', image, name);
  return postForm<{ design: { id: string } }>('/api/designs', form).then((answer) => answer.design.id);
}

/** Keeps `saved` for `key` unless it fails (then a later call tries again). */
function remember<K>(cache: { get(key: K): Promise<string> | undefined; set(key: K, value: Promise<string>): unknown; delete(key: K): unknown }, key: K, save: () => Promise<string>) {
  let saved = cache.get(key);
  if (!saved) {
    saved = save();
    saved.catch(() => cache.delete(key));
    cache.set(key, saved);
  }
  return saved;
}

/** The uploaded design as a design of the signed-in user's account; its id. */
export const saveDesignToAccount = (design: Design): Promise<string> => remember(savedDesignIds, design.image, () => postDesign(design.image, design.name));

/** An added image (a data URL, or a design a shared link shows) as a design of the account; its id. */
export const saveImageToAccount = (source: string): Promise<string> =>
  remember(savedImageIds, source, async () => {
    const response = await fetch(source);
    if (!response.ok) throw new Error(`The image could not be read (${response.status}).`);
    const image = await response.blob();
    return postDesign(image, `image.${image.type.split('/')[1] ?? 'png'}`);
  });

