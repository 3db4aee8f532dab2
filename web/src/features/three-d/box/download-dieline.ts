import { dielineFileName, type BoxSpec } from '../../../../../core/src/box/box-spec';
import { buildDieline } from '../../../../../core/src/box/dieline';
import { dielinePdf } from '../../../../../core/src/box/dieline-pdf';
import { dielineSvg } from '../../../../../core/src/box/dieline-svg';
import { pdfBytes } from '../../../../../core/src/box/pdf-writer';
import { saveFile } from '../../editor/download-mockup';

export type DielineFormat = 'svg' | 'pdf';

/** The printer's file: the dieline at true size, written here in the browser (a few kilobytes, no server). */
export function downloadDieline(spec: BoxSpec, format: DielineFormat) {
  const dieline = buildDieline(spec);
  const blob =
    format === 'svg'
      ? new Blob([dielineSvg(dieline)], { type: 'image/svg+xml' })
      : new Blob([pdfBytes(dielinePdf(dieline))], { type: 'application/pdf' });
  saveFile(blob, dielineFileName(spec, format));
}
