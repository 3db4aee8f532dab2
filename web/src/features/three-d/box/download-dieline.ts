import { dielineFileName, type BoxSpec } from '../../../../../core/src/box/box-spec';
import { buildDieline } from '../../../../../core/src/box/dieline';
import { dielinePdf } from '../../../../../core/src/box/dieline-pdf';
import { dielineSvg } from '../../../../../core/src/box/dieline-svg';
import { pdfBytes } from '../../../../../core/src/box/pdf-writer';
import { saveFile } from '../../editor/download-mockup';

export type DielineFormat = 'svg' | 'pdf';

/** The design in the SVG: placed as on the flat view, the file standing alone with the image inside it. */
export interface DielineArtwork {
  image: Blob;
  aspect: number;
  scale: number;
  wrap: boolean;
}

const dataUrl = (blob: Blob) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as string);
    reader.onerror = () => reject(reader.error ?? new Error('The design could not be read'));
    reader.readAsDataURL(blob);
  });

/**
 * The printer's file: the dieline at true size, written here in the browser (no server). The SVG carries the
 * design on its panel under the lines; the PDF is the lines alone, for the die maker.
 */
export async function downloadDieline(spec: BoxSpec, format: DielineFormat, artwork: DielineArtwork | null) {
  const dieline = buildDieline(spec);
  const blob =
    format === 'svg'
      ? new Blob(
          [dielineSvg(dieline, artwork ? { href: await dataUrl(artwork.image), aspect: artwork.aspect, scale: artwork.scale, wrap: artwork.wrap } : undefined)],
          { type: 'image/svg+xml' },
        )
      : new Blob([pdfBytes(dielinePdf(dieline))], { type: 'application/pdf' });
  saveFile(blob, dielineFileName(spec, format));
}
