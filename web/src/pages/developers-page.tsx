import { BookOpen, KeyRound, Loader2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { PageHeader } from '../components/page-header';
import { PageMeta } from '../components/page-meta';
import { Badge } from '../components/ui/badge';
import { Button } from '../components/ui/button';
import { CodeBlock } from '../features/developer/code-block';
import { curlBatch, curlLayers, curlPrintFile, curlPsdAreas, curlRender, typescriptRender, typescriptVerify } from '../features/developer/examples';
import { TEXT_FONT_IDS } from '../../../core/src/text/fonts';

interface Endpoint {
  method: string;
  path: string;
  summary: string;
}

/** The endpoints as the OpenAPI document lists them, so this page never drifts from the API. */
function useEndpoints() {
  const [endpoints, setEndpoints] = useState<Endpoint[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    fetch('/api/v1/openapi.json')
      .then((r) => (r.ok ? (r.json() as Promise<{ paths: Record<string, Record<string, { summary?: string }>> }>) : Promise.reject(new Error(`HTTP ${r.status}`))))
      .then((doc) =>
        setEndpoints(
          Object.entries(doc.paths).flatMap(([path, operations]) =>
            Object.entries(operations).map(([method, op]) => ({ method: method.toUpperCase(), path: `/api/v1${path}`, summary: op.summary ?? '' })),
          ),
        ),
      )
      .catch((e: Error) => setError(`The API description could not be loaded (${e.message}).`));
  }, []);
  return { endpoints, error };
}

const ERRORS = [
  [400, 'The request is invalid: a missing field, a value out of range, a design that is not an image.'],
  [401, 'No API key, an unknown one, or a revoked one.'],
  [402, 'Only where the installation enforces plans: the key’s account plan does not include this (a width past its cap, batches) or this month’s downloads are spent.'],
  [404, 'No such template, category, design or batch.'],
  [413, 'The body is larger than 15 MB (a design of at most 10 MB).'],
  [429, 'Over the key’s rate limit: wait Retry-After seconds.'],
  [503, 'The render queue is full: retry after Retry-After seconds.'],
] as const;

const METHOD_COLOURS: Record<string, string> = { GET: 'bg-sky-100 text-sky-800', POST: 'bg-emerald-100 text-emerald-800' };

export default function DevelopersPage() {
  const origin = window.location.origin;
  const { endpoints, error } = useEndpoints();
  return (
    <>
      <PageMeta title="Developers: render API" description="Render product mockups from your own code: API keys, endpoints, batches with webhooks, and copy-paste examples in curl and TypeScript." />
      <PageHeader eyebrow={<Badge>Developers</Badge>} title="Mockup Studio API">
        Put designs on product mockups from your own code: one render or a whole catalogue, with a webhook when it is done.
      </PageHeader>

      <div className="mx-auto max-w-5xl space-y-12 px-4 pb-20 sm:px-6">
        <section aria-labelledby="quickstart" className="space-y-4">
          <h2 id="quickstart" className="text-2xl font-bold text-slate-900">Quickstart</h2>
          <ol className="list-decimal space-y-1 pl-5 text-slate-700">
            <li>
              Create a key on your <Link className="font-semibold text-brand-700 underline" to="/dashboard">dashboard</Link> (API tab). It is shown once: copy it.
            </li>
            <li>Paste the example below into a terminal, with your key in the first line.</li>
            <li>Open <code className="rounded bg-slate-100 px-1">mockup.png</code>.</li>
          </ol>
          <CodeBlock title="curl: render one mockup" language="shell" code={curlRender(origin)} />
          <CodeBlock title="TypeScript: render your own design" language="typescript" code={typescriptRender(origin)} />
          <div className="flex flex-wrap gap-3">
            <Button asChild>
              <Link to="/dashboard">
                <KeyRound /> Get an API key
              </Link>
            </Button>
            <Button asChild variant="outline">
              <a href="/developers/reference">
                <BookOpen /> Full API reference
              </a>
            </Button>
          </div>
        </section>

        <section aria-labelledby="endpoints" className="space-y-4">
          <h2 id="endpoints" className="text-2xl font-bold text-slate-900">Endpoints</h2>
          <p className="text-slate-700">
            Every request sends <code className="rounded bg-slate-100 px-1">Authorization: Bearer &lt;key&gt;</code>. The OpenAPI 3.1 document is at{' '}
            <a className="font-semibold text-brand-700 underline" href="/api/v1/openapi.json">/api/v1/openapi.json</a>.
          </p>
          {error && <p role="alert" className="text-red-700">{error}</p>}
          {!endpoints && !error && (
            <p className="flex items-center gap-2 text-slate-600">
              <Loader2 className="size-4 animate-spin" aria-hidden /> Loading the endpoints…
            </p>
          )}
          {endpoints && (
            <ul aria-label="Endpoints" className="divide-y divide-slate-100 rounded-2xl border border-slate-200 bg-white">
              {endpoints.map((e) => (
                <li key={`${e.method} ${e.path}`} className="flex flex-wrap items-center gap-3 px-5 py-3">
                  <span className={`w-14 rounded-md px-2 py-0.5 text-center text-xs font-bold ${METHOD_COLOURS[e.method] ?? 'bg-slate-100 text-slate-800'}`}>{e.method}</span>
                  <code className="font-mono text-sm text-slate-900">{e.path}</code>
                  <span className="text-sm text-slate-600">{e.summary}</span>
                </li>
              ))}
            </ul>
          )}
        </section>

        <section aria-labelledby="layers" className="space-y-4">
          <h2 id="layers" className="text-2xl font-bold text-slate-900">Print areas, layers and print files</h2>
          <p className="text-slate-700">
            Each template lists its <code className="rounded bg-slate-100 px-1">printAreas</code> — <code className="rounded bg-slate-100 px-1">front</code>,{' '}
            <code className="rounded bg-slate-100 px-1">left chest</code>, <code className="rounded bg-slate-100 px-1">label</code>… — with their real size in millimetres. Instead of one{' '}
            <code className="rounded bg-slate-100 px-1">design</code>, a render may send <code className="rounded bg-slate-100 px-1">areas</code>: for each area by name, its layers, bottom first. A layer
            is an image (<code className="rounded bg-slate-100 px-1">design</code>: a data URL or the id of a design you uploaded) or text (<code className="rounded bg-slate-100 px-1">text</code>, and optionally{' '}
            <code className="rounded bg-slate-100 px-1">font</code>, <code className="rounded bg-slate-100 px-1">color</code>, <code className="rounded bg-slate-100 px-1">size</code> as a fraction of the area’s height,{' '}
            <code className="rounded bg-slate-100 px-1">letterSpacing</code> in thousandths of an em, <code className="rounded bg-slate-100 px-1">align</code> and{' '}
            <code className="rounded bg-slate-100 px-1">arc</code> in degrees), each with a <code className="rounded bg-slate-100 px-1">placement</code> like a design’s and an optional{' '}
            <code className="rounded bg-slate-100 px-1">opacity</code>. A template’s picture shows its first area, and some show more (a book’s <code className="rounded bg-slate-100 px-1">front cover</code> and{' '}
            <code className="rounded bg-slate-100 px-1">spine</code>): each is drawn with its own layers, and an area the request leaves out prints nothing. Areas of other views are accepted, so one
            request suits every view of a product: a template’s <code className="rounded bg-slate-100 px-1">views</code> lists the templates showing the same product (a hoodie’s front
            and back views), and the same request sent for each renders them all. <code className="rounded bg-slate-100 px-1">format</code> is <code className="rounded bg-slate-100 px-1">png</code> (default), <code className="rounded bg-slate-100 px-1">jpeg</code> or{' '}
            <code className="rounded bg-slate-100 px-1">webp</code> (with <code className="rounded bg-slate-100 px-1">quality</code> 1–100).
          </p>
          <p className="text-slate-700">
            Your own templates — made from your product photo, or imported from a Photoshop file — are listed beside the library’s, under{' '}
            <code className="rounded bg-slate-100 px-1">ownTemplates</code> in <code className="rounded bg-slate-100 px-1">GET /templates</code>, for your account’s keys only. Each names its{' '}
            <code className="rounded bg-slate-100 px-1">kind</code>, its <code className="rounded bg-slate-100 px-1">printAreas</code> with their aspect (and a Photoshop smart object’s own size in
            pixels), the <code className="rounded bg-slate-100 px-1">formats</code> it renders in, and a <code className="rounded bg-slate-100 px-1">thumbnailUrl</code> fetched with the same key. Render one
            with its <code className="rounded bg-slate-100 px-1">id</code> as <code className="rounded bg-slate-100 px-1">templateId</code>. A Photoshop template draws one{' '}
            <code className="rounded bg-slate-100 px-1">design</code> into every smart object; for a design of its own in each, send{' '}
            <code className="rounded bg-slate-100 px-1">areas</code> keyed by the smart objects’ layer names (its <code className="rounded bg-slate-100 px-1">printAreas[].name</code>), each with its layers
            as above. A smart object the request leaves out prints nothing, and a name the file does not have is refused with 400. It renders PNG; a batch with{' '}
            <code className="rounded bg-slate-100 px-1">areas</code> draws them the same way.
          </p>
          <p className="text-slate-700">Fonts: {TEXT_FONT_IDS.map((id, i) => <span key={id}>{i > 0 && ', '}<code className="rounded bg-slate-100 px-1">{id}</code></span>)}.</p>
          <CodeBlock title="curl: a front with a logo and a line of text, text on the back" language="shell" code={curlLayers(origin)} />
          <CodeBlock title="curl: a Photoshop template, a design of its own in each smart object" language="shell" code={curlPsdAreas(origin)} />
          <p className="text-slate-700">
            A <strong>print file</strong> is one area’s artwork alone, what you upload to your printer: a PNG at the area’s real size and the DPI you ask for (its <code className="rounded bg-slate-100 px-1">pHYs</code> chunk
            says so), transparent where no layer draws. At most 32 million pixels: a 300 × 400 mm front at 300 DPI is 3543 × 4724.
          </p>
          <CodeBlock title="curl: a print file at 300 DPI" language="shell" code={curlPrintFile(origin)} />
        </section>

        <section aria-labelledby="batches" className="space-y-4">
          <h2 id="batches" className="text-2xl font-bold text-slate-900">Batches and webhooks</h2>
          <p className="text-slate-700">
            A batch puts one design on many templates and colours and delivers one ZIP. Poll its <code className="rounded bg-slate-100 px-1">statusUrl</code>, or give a{' '}
            <code className="rounded bg-slate-100 px-1">webhookUrl</code>: when the batch finishes we POST its status there, signed with your webhook secret
            (dashboard, API tab). The <code className="rounded bg-slate-100 px-1">Mockup-Signature</code> header is <code className="rounded bg-slate-100 px-1">t=&lt;unix seconds&gt;,v1=&lt;hex&gt;</code>, an
            HMAC-SHA256 of <code className="rounded bg-slate-100 px-1">&lt;t&gt;.&lt;raw body&gt;</code>. Refuse deliveries older than 5 minutes. A delivery that does not get a 2xx within 10 seconds is retried
            with growing delays; we only call public addresses and never follow redirects.
          </p>
          <CodeBlock title="curl: start a batch" language="shell" code={curlBatch(origin)} />
          <CodeBlock title="TypeScript: verify a webhook" language="typescript" code={typescriptVerify} />
        </section>

        <section id="errors" aria-labelledby="limits" className="space-y-3">
          <h2 id="limits" className="text-2xl font-bold text-slate-900">Limits, usage and errors</h2>
          <ul className="list-disc space-y-1 pl-5 text-slate-700">
            <li>300 requests a minute per key. Every answer carries <code className="rounded bg-slate-100 px-1">RateLimit-Limit</code>, <code className="rounded bg-slate-100 px-1">RateLimit-Remaining</code> and <code className="rounded bg-slate-100 px-1">RateLimit-Reset</code>; past the limit you get 429 with <code className="rounded bg-slate-100 px-1">Retry-After</code>.</li>
            <li>Designs: PNG, JPEG, WebP or SVG, at most 10 MB, as a data URL or the id of a design you uploaded. Renders are 16–4096 px square; a batch makes at most 400 mockups.</li>
            <li>Each mockup rendered counts toward your account’s exports and the key’s renders this month (both on the dashboard). Where the installation enforces plans, an API render is a download of your account: its plan’s width cap, monthly downloads and watermark apply, as in the editor.</li>
          </ul>
          <p className="text-slate-700">
            Errors are <code className="rounded bg-slate-100 px-1">application/problem+json</code>: <code className="rounded bg-slate-100 px-1">type</code>, <code className="rounded bg-slate-100 px-1">title</code>, <code className="rounded bg-slate-100 px-1">status</code> and a <code className="rounded bg-slate-100 px-1">detail</code> that says what to fix.
          </p>
          <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
            {ERRORS.map(([status, meaning]) => (
              <div key={status} id={`errors-${status}`} className="contents">
                <dt className="font-mono font-bold text-slate-900">{status}</dt>
                <dd className="text-slate-700">{meaning}</dd>
              </div>
            ))}
          </dl>
        </section>
      </div>
    </>
  );
}
