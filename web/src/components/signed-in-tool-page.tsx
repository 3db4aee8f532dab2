import { Loader2, LogIn, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useSession } from '../lib/use-session';
import { PageMeta } from './page-meta';
import { Button } from './ui/button';

interface Props {
  path: string;
  title: string;
  description: string;
  icon: LucideIcon;
  kicker: string;
  lead: string;
  /** What a visitor who is not signed in is told, under "Sign in" to come back to `path`. */
  signIn: { title: string; text: string; extra?: ReactNode };
  /** The tool itself, for a signed-in user. */
  children: ReactNode;
}

/** The frame of a page whose tool makes something kept in the account (own-photo and PSD templates). */
export function SignedInToolPage({ path, title, description, icon: Icon, kicker, lead, signIn, children }: Props) {
  const { user, loading } = useSession();
  return (
    <section className="bg-slate-50/60">
      <PageMeta title={title} description={description} />
      <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 sm:py-10">
        <div className="mb-8">
          <p className="flex items-center gap-2 text-sm font-semibold text-brand-700">
            <Icon className="size-4" aria-hidden /> {kicker}
          </p>
          <h1 className="mt-1 text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl">{title}</h1>
          <p className="mt-2 max-w-2xl text-slate-600">{lead}</p>
        </div>
        {loading ? (
          <p role="status" className="flex items-center justify-center gap-2 py-24 text-slate-600">
            <Loader2 className="size-5 animate-spin" aria-hidden /> Loading…
          </p>
        ) : user ? (
          children
        ) : (
          <div className="mx-auto max-w-xl rounded-2xl border border-slate-200 bg-white p-8 text-center shadow-sm">
            <h2 className="text-xl font-bold text-slate-900">{signIn.title}</h2>
            <p className="mt-2 text-slate-600">{signIn.text}</p>
            {signIn.extra}
            <Button asChild size="lg" className="mt-6">
              <Link to={`/auth?next=${encodeURIComponent(path)}`}>
                <LogIn /> Sign in
              </Link>
            </Button>
          </div>
        )}
      </div>
    </section>
  );
}
