import { Loader2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import type { OwnTemplateInfo } from '../../../core/src/own-photo/own-template';
import type { TemplateSummary } from '../../../core/src/templates/library';
import { PageMeta } from '../components/page-meta';
import { Button } from '../components/ui/button';
import { EditorNeedsDesign } from '../features/editor/editor-needs-design';
import MockupEditor from '../features/editor/mockup-editor';
import { getOwnTemplate } from '../features/own-photo/own-photo-api';
import { PsdTemplateEditor } from '../features/psd/psd-template-editor';
import { useDesign } from '../features/upload/design-store';
import { ApiError } from '../lib/api';
import { useSession } from '../lib/use-session';

type Loaded = { status: 'loading' } | { status: 'ready'; info: OwnTemplateInfo } | { status: 'missing' } | { status: 'signed-out' } | { status: 'error' };

/** What the editor needs of an own template (its category is only a key for the editor's remembered placement). */
const summaryOf = (info: OwnTemplateInfo): TemplateSummary => ({
  id: info.id,
  title: info.name,
  category: 'my-templates',
  type: info.type,
  thumbnailUrl: info.asset.thumbnail,
});

function NotShared() {
  return (
    <section className="flex min-h-[60vh] flex-col items-center justify-center gap-4 px-4 py-20 text-center">
      <PageMeta title="Template not found" description="This template does not exist or is not shared." />
      <h1 className="text-7xl font-extrabold text-brand-700">404</h1>
      <p className="text-xl text-slate-700">This template does not exist or is not shared.</p>
      <p className="max-w-md text-slate-600">If someone sent you this link, ask them to turn on its share link on their dashboard.</p>
      <div className="flex flex-wrap justify-center gap-3">
        <Button asChild size="lg">
          <Link to="/mockups">Browse templates</Link>
        </Button>
        <Button asChild size="lg" variant="outline">
          <Link to="/own-photo">Use your own photo</Link>
        </Button>
      </div>
    </section>
  );
}

/** /my-templates/:id/edit — a template made from the user's own photo (or one shared with them) in the editor. */
export default function OwnTemplateEditorPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const location = useLocation();
  const { user, loading: sessionLoading } = useSession();
  const { design, loaded } = useDesign();
  const [template, setTemplate] = useState<{ id: string; value: Loaded }>({ id, value: { status: 'loading' } });

  useEffect(() => {
    if (sessionLoading) return;
    let cancelled = false;
    getOwnTemplate(id).then(
      (info) => !cancelled && setTemplate({ id, value: { status: 'ready', info } }),
      (error: unknown) => {
        if (cancelled) return;
        const status = error instanceof ApiError ? error.status : 0;
        setTemplate({ id, value: { status: status === 404 ? 'missing' : status === 401 ? 'signed-out' : 'error' } });
      },
    );
    return () => {
      cancelled = true;
    };
  }, [id, sessionLoading, user?.id]);

  const state = template.id === id ? template.value : { status: 'loading' as const };
  // The owner goes back to My Templates; someone the template is shared with, to the catalogue.
  const mine = state.status === 'ready' && state.info.mine;
  const back = () => void navigate(mine ? '/dashboard?tab=templates' : '/mockups');
  const backLabel = mine ? 'Back to My Templates' : 'Back to Templates';

  if (state.status === 'missing') return <NotShared />;
  if (state.status === 'signed-out') {
    return (
      <section className="mx-auto flex min-h-[50vh] max-w-lg flex-col items-center justify-center gap-4 px-4 py-16 text-center">
        <PageMeta title="Sign in to open this template" description="Templates made from your own photos are kept in your account." />
        <h1 className="text-2xl font-bold text-slate-900">Sign in to open this template</h1>
        <p className="text-slate-600">Templates made from your own photos are kept in your account.</p>
        <Button asChild size="lg">
          <Link to={`/auth?next=${encodeURIComponent(location.pathname)}`}>Sign in</Link>
        </Button>
      </section>
    );
  }

  return (
    <section className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
      <PageMeta title={state.status === 'ready' ? `Edit ${state.info.name}` : 'My template'} description="Place, resize and recolour your design on your own product photo." />
      {state.status === 'error' ? (
        <div role="alert" className="mx-auto max-w-md py-20 text-center">
          <p className="text-lg font-semibold text-slate-900">The template could not be loaded.</p>
          <p className="mt-1 text-slate-600">Please check your connection and try again.</p>
          <Button className="mt-4" onClick={() => window.location.reload()}>
            Try again
          </Button>
        </div>
      ) : state.status !== 'ready' || !loaded ? (
        <p role="status" className="flex items-center justify-center gap-2 py-24 text-slate-600">
          <Loader2 className="size-5 animate-spin" aria-hidden /> Opening the editor…
        </p>
      ) : design && state.info.kind === 'psd' ? (
        <PsdTemplateEditor key={state.info.id} info={state.info} design={design} onBack={back} backLabel={backLabel} />
      ) : design ? (
        <MockupEditor key={state.info.id} template={summaryOf(state.info)} design={design} onBack={back} backLabel={backLabel} />
      ) : (
        <EditorNeedsDesign template={summaryOf(state.info)} onBack={back} backLabel={backLabel} />
      )}
    </section>
  );
}
