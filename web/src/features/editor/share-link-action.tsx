import { Link2 } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { findTemplate } from '../../../../core/src/site/template-routes';
import { Button } from '../../components/ui/button';
import { Input } from '../../components/ui/input';
import { postJson } from '../../lib/api';
import { useSession } from '../../lib/use-session';
import { toStoredDocument } from './document-transport';
import type { EditorActionContext } from './editor-actions';
import { sharedLinkUrl } from './shared-link-url';

/**
 * 'Share link': keeps the layered document in the account (images as the account's designs) and shows a link that
 * opens this editor with every layer, in any browser. Needs an account: the images are stored there.
 */
export function ShareLinkAction({ context }: { context: EditorActionContext }) {
  const { user } = useSession();
  const [busy, setBusy] = useState(false);
  const [link, setLink] = useState<string | null>(null);
  const { template } = context;
  if (!findTemplate(template.id)) return null; // an own photo template is shared from its own page

  const share = async () => {
    if (!user) {
      toast.info('Sign in to share a link', { description: 'A shared link keeps your layers and images in your account.' });
      return;
    }
    setBusy(true);
    try {
      const { designId, document } = await toStoredDocument(context.document, context.design);
      const { id } = await postJson<{ id: string }>('/api/shared-documents', { templateId: template.id, designId, document });
      const url = sharedLinkUrl(template, id);
      setLink(url);
      await navigator.clipboard?.writeText(url).then(
        () => toast.success('Link copied', { description: 'Anyone with the link opens this mockup with all its layers.' }),
        () => undefined, // the link is shown below to copy by hand
      );
    } catch (error) {
      toast.error('Could not make a link', { description: error instanceof Error ? error.message : 'Please try again.' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Button variant="outline" onClick={() => void share()} disabled={busy}>
        <Link2 /> {busy ? 'Saving…' : 'Share link'}
      </Button>
      {link && <Input readOnly aria-label="Shared link" value={link} onFocus={(event) => event.target.select()} className="col-span-2 text-xs" />}
    </>
  );
}
