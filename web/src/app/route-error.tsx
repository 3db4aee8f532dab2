import { isRouteErrorResponse, Link, useRouteError } from 'react-router';

/** Shown when a page fails to load or throws, e.g. after a deploy replaced its chunk. */
export function RouteError() {
  const error = useRouteError();
  const message = isRouteErrorResponse(error) ? error.statusText : 'This page failed to load.';
  return (
    <div className="mx-auto flex min-h-screen max-w-md flex-col items-center justify-center gap-4 p-6 text-center">
      <h1 className="text-2xl font-bold">Something went wrong</h1>
      <p className="text-slate-600">{message} Reload the page to try again.</p>
      <div className="flex gap-3">
        <button className="rounded-lg bg-brand-700 px-4 py-2 font-semibold text-white" onClick={() => location.reload()}>
          Reload
        </button>
        <Link className="rounded-lg border border-slate-300 px-4 py-2 font-semibold" to="/">
          Return to Home
        </Link>
      </div>
    </div>
  );
}
