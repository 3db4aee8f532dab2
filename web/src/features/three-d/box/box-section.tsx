import { Download } from 'lucide-react';
import { useMemo } from 'react';
import { toast } from 'sonner';
import type { BoxSpec } from '../../../../../core/src/box/box-spec';
import { buildDieline } from '../../../../../core/src/box/dieline';
import { Button } from '../../../components/ui/button';
import { planRefusal } from '../../../lib/plan-access';
import { usePlansInfo } from '../../../lib/use-plans-info';
import { useSession } from '../../../lib/use-session';
import { PanelSection } from '../ui/panel-section';
import { BoxSizeFields } from './box-size-fields';
import { DielineView } from './dieline-view';
import { downloadDieline, type DielineFormat } from './download-dieline';

interface Props {
  spec: BoxSpec;
  update: (patch: Partial<BoxSpec>) => void;
  colour: string;
  design: { url: string; aspect: number; image: Blob } | null;
  scale: number;
  wrap: boolean;
}

/** The box made to measure: its style and size, its dieline flat with the design on it, and the printer's files. */
export function BoxSection({ spec, update, colour, design, scale, wrap }: Props) {
  // PLANS=on: the dieline is a 3D export like the PNG, and refused on the plans that refuse those.
  const { user } = useSession();
  const disabled = planRefusal(usePlansInfo(user?.id), 'threeD') !== undefined;
  const dieline = useMemo(() => buildDieline(spec), [spec]);
  const save = async (format: DielineFormat) => {
    try {
      await downloadDieline(spec, format, design && { image: design.image, aspect: design.aspect, scale, wrap });
      toast.success('Downloaded!', { description: `Your dieline has been downloaded as ${format.toUpperCase()}, at true size.` });
    } catch {
      toast.error('Download failed', { description: 'The dieline could not be written. Please try again.' });
    }
  };
  return (
    <>
      <PanelSection title="Box size">
        <BoxSizeFields spec={spec} update={update} />
      </PanelSection>
      <PanelSection title="Dieline">
        <DielineView dieline={dieline} colour={colour} design={design} scale={scale} wrap={wrap} />
        <div className="grid grid-cols-2 gap-2">
          <Button variant="outline" disabled={disabled} onClick={() => void save('svg')}>
            <Download aria-hidden /> Dieline SVG
          </Button>
          <Button variant="outline" disabled={disabled} onClick={() => void save('pdf')}>
            <Download aria-hidden /> Dieline PDF
          </Button>
        </div>
        <p className="text-xs text-slate-500">
          Print at 100 % (actual size): cut lines solid, fold lines dashed. The SVG holds your design on its panel; the PDF is the lines alone.
        </p>
      </PanelSection>
    </>
  );
}
