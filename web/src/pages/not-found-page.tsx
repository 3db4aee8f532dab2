import { useEffect } from 'react';
import { Link, useLocation } from 'react-router';
import { PageMeta } from '../components/page-meta';
import { Button } from '../components/ui/button';

export default function NotFoundPage() {
  const location = useLocation();
  useEffect(() => {
    console.error('404 Error: User attempted to access non-existent route:', location.pathname);
  }, [location.pathname]);

  return (
    <section className="flex min-h-[60vh] flex-col items-center justify-center gap-4 px-4 py-20 text-center">
      <PageMeta title="Page not found" description="The page you were looking for does not exist." />
      <h1 className="text-7xl font-extrabold text-brand-700">404</h1>
      <p className="text-xl text-slate-700">Oops! Page not found</p>
      <Button asChild size="lg">
        <Link to="/">Return to Home</Link>
      </Button>
    </section>
  );
}
