import { Link } from 'react-router';
import { PageHeader } from './page-header';
import { PageMeta } from './page-meta';
import { Button } from './ui/button';

/** Honest placeholder for a tool whose issue has not landed yet. */
export function UnderConstruction({ title, description }: { title: string; description: string }) {
  return (
    <>
      <PageMeta title={title} description={description} />
      <PageHeader title={title}>{description}</PageHeader>
      <div className="mx-auto max-w-xl px-4 pb-20 text-center">
        <p className="text-slate-600">This tool is being built and will open here soon.</p>
        <Button asChild className="mt-6">
          <Link to="/mockups">Browse mockup categories</Link>
        </Button>
      </div>
    </>
  );
}
