import { cutoutPng } from '../ai/cutout/cutout-task';
import { prepareCutout } from '../ai/cutout/prepare';
import { renderDesignPng } from '../ai/design/render-design';
import { backgroundBackdrop, backgroundScenePng, productPhotoBackdrop, productPhotoPng } from '../ai/photo/photo-tasks';
import { providerImageToPng } from '../ai/providers/to-png';
import { decodeRaster } from '../images/raster';
import { buildOwnTemplate } from '../own-photo/build-template';
import { ownPhotoMaskPng } from '../own-photo/cutout-mask';
import { renderMockupPng } from '../services/render-task';
import { decodeVideoFrames } from '../video/encode-frames';
import { drawVideoFrames } from '../video/frames-task';
import { prepareVideoScene } from '../video/scene';
import { marksAppErrors } from './task-errors';
import { lowerThisThreadsPriority } from './thread-priority';

lowerThisThreadsPriority();

/**
 * Tasks run on the pool's worker threads (server/src/work/thread-entry.mjs). A task whose result is a typed array by
 * itself hands its memory back uncopied (the scene tools' painted backdrops).
 */
export const THREAD_TASKS = {
  decodeRaster: marksAppErrors(decodeRaster),
  renderMockupPng: marksAppErrors(renderMockupPng),
  prepareCutout: marksAppErrors(prepareCutout),
  cutoutPng: marksAppErrors(cutoutPng),
  backgroundBackdrop: marksAppErrors(backgroundBackdrop),
  backgroundScenePng: marksAppErrors(backgroundScenePng),
  productPhotoBackdrop: marksAppErrors(productPhotoBackdrop),
  productPhotoPng: marksAppErrors(productPhotoPng),
  prepareVideoScene: marksAppErrors(prepareVideoScene),
  drawVideoFrames: marksAppErrors(drawVideoFrames),
  decodeVideoFrames: marksAppErrors(decodeVideoFrames),
  renderDesignPng: marksAppErrors(renderDesignPng),
  providerImageToPng: marksAppErrors(providerImageToPng),
  ownPhotoMaskPng: marksAppErrors(ownPhotoMaskPng),
  buildOwnTemplate: marksAppErrors(buildOwnTemplate),
};
