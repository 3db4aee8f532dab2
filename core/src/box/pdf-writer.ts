/**
 * The least PDF that prints: one page of vector content and Helvetica (a standard font every reader has, so
 * nothing is embedded). Only single-byte text is written, so string length is byte length for the xref.
 */
export interface PdfPage {
  /** Page size in points. */
  width: number;
  height: number;
  /** The page's content stream (PDF operators). */
  content: string;
}

export function writePdf({ width, height, content }: PdfPage, title: string): string {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${pt(width)} ${pt(height)}] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>`,
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    `<< /Title ${pdfString(title)} /Producer (Mockup Studio) >>`,
  ];
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(out.length);
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = out.length;
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  out += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info ${objects.length} 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return out;
}

/** Points to a thousandth, the precision PDF readers keep. */
export const pt = (value: number) => String(Math.round(value * 1000) / 1000);

/** A PDF literal string in WinAnsi: × and · have single bytes there; anything else outside ASCII becomes '?'. */
export function pdfString(text: string): string {
  const bytes = [...text].map((char) => {
    if (char === '×') return '\\327';
    if (char === '·') return '\\267';
    if (char === '(' || char === ')' || char === '\\') return `\\${char}`;
    return char.charCodeAt(0) < 128 ? char : '?';
  });
  return `(${bytes.join('')})`;
}

/** Bytes of a PDF written by writePdf (every character is one byte). */
export const pdfBytes = (pdf: string) => Uint8Array.from(pdf, (char) => char.charCodeAt(0));
