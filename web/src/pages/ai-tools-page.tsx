import { ArrowLeft, CheckCircle2, Sparkles } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { PageHeader } from '../components/page-header';
import { PageMeta } from '../components/page-meta';
import { Badge } from '../components/ui/badge';
import { Button } from '../components/ui/button';
import { Card } from '../components/ui/card';
import { BackgroundGenerator } from '../features/ai-tools/background-generator';
import { DesignGenerator } from '../features/ai-tools/design-generator';
import { EngineStatusLine } from '../features/ai-tools/engine-status-line';
import { ProductPhotography } from '../features/ai-tools/product-photography';
import { TOOLS, toolById, type ToolCard, type ToolId } from '../features/ai-tools/tools';
import { CallToAction } from '../features/site/call-to-action';

const TOOL_VIEWS: Record<ToolId, () => React.ReactNode> = {
  photography: ProductPhotography,
  background: BackgroundGenerator,
  design: DesignGenerator,
};

function ToolCardView({ tool }: { tool: ToolCard }) {
  const Icon = tool.icon;
  const disabled = tool.badge === 'Coming Soon';
  return (
    <Card className="flex flex-col p-6">
      <div className="flex items-start justify-between">
        <span className="grid size-12 place-items-center rounded-xl bg-brand-100 text-brand-700">
          <Icon className="size-6" aria-hidden />
        </span>
        <Badge variant={tool.badge === 'Popular' ? 'warning' : tool.badge === 'New' ? 'success' : 'neutral'}>{tool.badge}</Badge>
      </div>
      <h2 className="mt-5 text-xl font-bold text-slate-900">{tool.title}</h2>
      <p className="mt-2 text-slate-600">{tool.description}</p>
      <ul className="mt-4 flex-1 space-y-2 text-sm text-slate-700">
        {tool.points.map((point) => (
          <li key={point} className="flex items-center gap-2">
            <CheckCircle2 className="size-4 shrink-0 text-emerald-600" aria-hidden /> {point}
          </li>
        ))}
      </ul>
      {disabled ? (
        <Button className="mt-6" disabled>
          Coming Soon
        </Button>
      ) : (
        <Button asChild className="mt-6">
          <Link to={`/ai-tools?tool=${tool.id}`} aria-label={`Try Now: ${tool.title}`}>
            Try Now
          </Link>
        </Button>
      )}
    </Card>
  );
}

export default function AiToolsPage() {
  const [search] = useSearchParams();
  const tool = toolById(search.get('tool'));

  if (tool) {
    const View = TOOL_VIEWS[tool.id];
    return (
      <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
        <PageMeta title={tool.title} description={tool.description} />
        <Button asChild variant="ghost" size="sm">
          <Link to="/ai-tools">
            <ArrowLeft aria-hidden /> Back
          </Link>
        </Button>
        <div className="mt-4 flex flex-wrap items-center gap-3">
          <h1 className="text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl">{tool.title}</h1>
          <Badge variant={tool.badge === 'Popular' ? 'warning' : 'success'}>{tool.badge}</Badge>
        </div>
        <p className="mt-2 max-w-2xl text-slate-600">{tool.description}</p>
        <EngineStatusLine />
        <div className="mt-8">
          <View />
        </div>
      </div>
    );
  }

  return (
    <>
      <PageMeta title="AI Tools" description="AI product photography, AI backgrounds and an AI design generator for your mockups." />
      <PageHeader eyebrow={<Badge className="gap-1"><Sparkles className="size-3" aria-hidden /> AI Tools</Badge>} title="AI-Powered Design Tools">
        Photograph products, give them new backgrounds and generate print-ready designs — then put them on mockups in one click.
      </PageHeader>
      <section className="mx-auto grid max-w-6xl gap-6 px-4 pb-16 sm:px-6 md:grid-cols-3">
        {TOOLS.map((card) => (
          <ToolCardView key={card.id} tool={card} />
        ))}
      </section>
      <CallToAction
        title="Create with AI in seconds"
        actions={
          <>
            <Button asChild size="lg" variant="light">
              <Link to="/ai-tools?tool=photography">Try AI Product Photography</Link>
            </Button>
            <Button asChild size="lg" variant="outline" className="border-white/40 bg-transparent text-white hover:bg-white/10">
              <Link to="/ai-tools?tool=design">Generate a Design</Link>
            </Button>
          </>
        }
      >
        Professional product photos and original designs, ready for your mockups and your store.
      </CallToAction>
    </>
  );
}
