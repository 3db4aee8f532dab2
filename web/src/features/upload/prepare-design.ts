import {
  checkUpload,
  sniffDesignFormat,
  type DesignFormat,
  type UploadProblem,
} from '../../../../core/src/upload/upload-rules';

export interface Design {
  name: string;
  /** Size of the file the user chose, in bytes. */
  size: number;
  format: DesignFormat;
  /** Raster pixels: the original PNG/JPEG/WebP, or a PNG rasterised from an SVG. */
  image: Blob;
  width: number;
  height: number;
}

export type PrepareResult = { ok: true; design: Design } | { ok: false; problem: UploadProblem };

/** SVGs are drawn at this size on their longer side. */
const SVG_RASTER_SIZE = 2048;

const UNREADABLE: UploadProblem = {
  title: 'Invalid file type',
  description: 'This image could not be read. Please upload a PNG, JPG, SVG or WebP file.',
};

function loadImage(url: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error('image failed to load'));
    image.src = url;
  });
}

/**
 * Draws an SVG through an <img>, where scripts and external loads never run, into PNG pixels.
 * The SVG's markup is never put into the page.
 */
async function rasteriseSvg(file: Blob): Promise<{ image: Blob; width: number; height: number }> {
  const url = URL.createObjectURL(new Blob([file], { type: 'image/svg+xml' }));
  try {
    const img = await loadImage(url);
    const naturalW = img.naturalWidth || SVG_RASTER_SIZE;
    const naturalH = img.naturalHeight || SVG_RASTER_SIZE;
    const scale = SVG_RASTER_SIZE / Math.max(naturalW, naturalH);
    const width = Math.max(1, Math.round(naturalW * scale));
    const height = Math.max(1, Math.round(naturalH * scale));
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    canvas.getContext('2d')?.drawImage(img, 0, 0, width, height);
    const image = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
    if (!image) throw new Error('rasterising failed');
    return { image, width, height };
  } finally {
    URL.revokeObjectURL(url);
  }
}

/** Checks a chosen file by its bytes and turns it into a design the editor can use. */
export async function prepareDesign(file: File): Promise<PrepareResult> {
  const head = new Uint8Array(await file.slice(0, 1024).arrayBuffer());
  const problem = checkUpload(head, file.size);
  if (problem) return { ok: false, problem };
  const format = sniffDesignFormat(head)!;
  try {
    if (format === 'svg') {
      return { ok: true, design: { name: file.name, size: file.size, format, ...(await rasteriseSvg(file)) } };
    }
    const bitmap = await createImageBitmap(file);
    const design = { name: file.name, size: file.size, format, image: file as Blob, width: bitmap.width, height: bitmap.height };
    bitmap.close();
    return { ok: true, design };
  } catch {
    return { ok: false, problem: UNREADABLE };
  }
}
