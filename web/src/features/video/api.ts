import type { GenerateVideoInput, VideoStatusResponse } from '../../../../core/src/video/video-request';
import { postJson } from '../../lib/api';

export const startVideo = (request: GenerateVideoInput) =>
  postJson<{ success: boolean; taskId: string }>('/api/functions/generate-video', request);

export const checkVideo = (taskId: string) => postJson<VideoStatusResponse>('/api/functions/check-video-status', { taskId });

/** A file as a data URL, the form generate-video takes its image in. */
export const dataUrlOf = (file: Blob) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as string);
    reader.onerror = () => reject(reader.error ?? new Error('The image could not be read.'));
    reader.readAsDataURL(file);
  });

/**
 * What the page tells people to expect: measured renders (README Performance; 2026-11-29: 5 s in 2.5 s, 30 s in
 * 11–12 s, product and design-only alike) take about a third of the video's length and under a second to start, and
 * the page sees the end at its next poll; rounded up.
 */
export const expectedWaitSeconds = (duration: number) => Math.ceil(duration * 0.4 + 1.5);
