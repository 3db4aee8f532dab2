import { decodeRaster } from '../images/raster';
import { renderMockupPng } from '../services/render-task';
import { marksAppErrors } from './task-errors';

/** Tasks run on the pool's worker threads (server/src/work/thread-entry.mjs). */
export const THREAD_TASKS = {
  decodeRaster: marksAppErrors(decodeRaster),
  renderMockupPng: marksAppErrors(renderMockupPng),
};
