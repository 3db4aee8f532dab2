import { Download } from 'lucide-react';
import type { ComponentType } from 'react';
import type { EditorCommand, EditorDoc } from '../../../../core/src/editor/editor-history';
import { isOwnTemplateId } from '../../../../core/src/own-photo/own-template';
import type { ResolvedLayer } from '../../../../core/src/render/layers';
import type { TemplateSummary } from '../../../../core/src/templates/library';
import { Button } from '../../components/ui/button';
import { BatchMockupsButton } from '../batch/batch-dialog';
import type { Design } from '../upload/prepare-design';
import { MakeVideoAction } from './make-video-action';

/** What an action that takes the mockup further works on. */
export interface EditorActionContext {
  template: TemplateSummary;
  design: Design;
  /** The uploaded design's placement and the product colour (what single-design actions such as batches carry). */
  doc: EditorDoc;
  /** The current area's layers, resolved: what the mockup shows. */
  area: readonly ResolvedLayer[];
}

/**
 * Actions that take the mockup beyond this one download, one button each, shown under Download in a row of two.
 * 'Batch mockups…' and 'Make a video' are to be added here (a component that renders one `Button variant="outline"`).
 */
const MORE_ACTIONS: ReadonlyArray<ComponentType<{ context: EditorActionContext }>> = [
  ({ context }) => (
    <BatchMockupsButton
      design={context.design}
      placement={context.doc.placement}
      colour={context.doc.color}
      category={context.template.category}
      ownTemplate={isOwnTemplateId(context.template.id) ? { id: context.template.id, title: context.template.title } : undefined}
    />
  ),
  MakeVideoAction,
];

interface Props {
  context: EditorActionContext;
  run: (command: EditorCommand) => void;
  onDownload: () => void;
  downloading: boolean;
}

/** The editor's action area: Reset and Download, then the further actions. */
export function EditorActions({ context, run, onDownload, downloading }: Props) {
  return (
    <div className="space-y-2" role="group" aria-label="Mockup actions">
      <div className="flex gap-2">
        <Button variant="outline" className="flex-1" onClick={() => run({ type: 'reset' })}>
          Reset
        </Button>
        <Button className="flex-1" onClick={onDownload} disabled={downloading}>
          <Download /> {downloading ? 'Preparing…' : 'Download'}
        </Button>
      </div>
      {MORE_ACTIONS.length > 0 && (
        <div className="grid grid-cols-2 gap-2">
          {MORE_ACTIONS.map((Action, i) => (
            <Action key={i} context={context} />
          ))}
        </div>
      )}
    </div>
  );
}
