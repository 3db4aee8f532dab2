import { renderDesignPng } from '../ai/design/render-design';
import { providerImageToPng } from '../ai/providers/to-png';
import { decodeRaster } from '../images/raster';
import { renderMockupPng } from '../services/render-task';
import { decodeVideoFrames } from '../video/encode-frames';
import { drawVideoFrames } from '../video/frames-task';
import { prepareVideoScene } from '../video/scene';
import { marksAppErrors } from './task-errors';

/** Tasks run on the pool's worker threads (server/src/work/thread-entry.mjs). */
export const THREAD_TASKS = {
  decodeRaster: marksAppErrors(decodeRaster),
  renderMockupPng: marksAppErrors(renderMockupPng),
  prepareVideoScene: marksAppErrors(prepareVideoScene),
  drawVideoFrames: marksAppErrors(drawVideoFrames),
  decodeVideoFrames: marksAppErrors(decodeVideoFrames),
  renderDesignPng: marksAppErrors(renderDesignPng),
  providerImageToPng: marksAppErrors(providerImageToPng),
};
