import { Hono } from 'hono';
import { checkVideoStatusSchema, generateVideoSchema } from '../../../../core/src/video/video-request';
import { optionalUser, type AccountDeps, type MaybeUserEnv } from '../../auth/guards';
import { bodyLimit } from '../../http/body-limit';
import { badRequest } from '../../http/errors';
import { clientAddress, heavyRateLimit } from '../../http/rate-limit';
import { validateJson } from '../../http/validate';
import { checkUploadedImage } from '../../images/read-image';
import { dataUrlBytes } from '../../services/render';
import { tempDirFor } from '../../services/storage';
import { planForRequest, withQuota } from '../../services/plans';
import { startVideoTask, videoTaskStatus } from '../../services/videos';
import { requirePlanFeature } from '../plan-gate';
import { ENCODE_LIMITS, encodeFrames } from '../../video/encode-frames';
import { resolveFfmpeg } from '../../video/ffmpeg';

/** A 10 MB image as base64 is ~13.4 MB; the JSON around it is small. */
const GENERATE_BODY_LIMIT = 15 * 1024 * 1024;

const imageBytes = (imageUrl: string) => {
  try {
    return dataUrlBytes(imageUrl);
  } catch {
    throw badRequest('imageUrl must be the image as a data URL (data:image/png;base64,…)');
  }
};

/**
 * The video server functions (spec §7): generate-video queues a render and answers its task id at once;
 * check-video-status reports it; encode-video turns uploaded frames into an MP4 for browsers that cannot.
 */
export const videoFunctionRoutes = ({ auth, storage }: AccountDeps) =>
  new Hono<MaybeUserEnv>()
    .post(
      '/generate-video',
      heavyRateLimit({ limit: 20 }),
      bodyLimit({ maxSize: GENERATE_BODY_LIMIT, onError: (c) => c.json({ error: 'File too large: Please upload an image smaller than 10MB' }, 413) }),
      optionalUser(auth),
      validateJson(generateVideoSchema),
      async (c) => {
        const { imageUrl, ...request } = c.req.valid('json');
        const account = await planForRequest(c.var.db, c.var.config, c.var.userId, 'make video mockups');
        const image = await checkUploadedImage(c.var.work, imageBytes(imageUrl));
        const taskId = await withQuota(c.var.db, account, 'videos', () =>
          startVideoTask({ db: c.var.db, storage, jobs: c.var.jobs }, { userId: c.var.userId, address: clientAddress(c) }, request, image),
        );
        return c.json({ success: true, taskId }, 202);
      },
    )
    .post('/check-video-status', bodyLimit({ maxSize: 4096, onError: (c) => c.json({ error: 'Request body is too large.' }, 413) }), validateJson(checkVideoStatusSchema), async (c) => {
      const status = await videoTaskStatus({ db: c.var.db, jobs: c.var.jobs }, c.req.valid('json').taskId);
      return c.json(status);
    })
    .post(
      '/encode-video',
      heavyRateLimit({ limit: 10 }),
      optionalUser(auth),
      requirePlanFeature('threeD', 'export 3D mockup videos'),
      bodyLimit({
        maxSize: ENCODE_LIMITS.maxBytes,
        onError: (c) => c.json({ error: `The frames are too large together (limit ${ENCODE_LIMITS.maxBytes / 1024 / 1024} MB).` }, 413),
      }),
      async (c) => {
        const form = await c.req.parseBody({ all: true }).catch(() => {
          throw badRequest('Send the frames as multipart/form-data "frame" fields (JPEG or PNG), in order.');
        });
        const fpsText = typeof form.fps === 'string' ? form.fps : '30';
        const fps = Number(fpsText);
        if (!/^\d+$/.test(fpsText) || fps < 1 || fps > ENCODE_LIMITS.maxFps) throw badRequest(`fps must be a whole number from 1 to ${ENCODE_LIMITS.maxFps}.`);
        const fields = form.frame === undefined ? [] : Array.isArray(form.frame) ? form.frame : [form.frame];
        const frames: Uint8Array[] = [];
        for (const field of fields) {
          if (!(field instanceof File)) throw badRequest('Each "frame" field must be a file (JPEG or PNG).');
          frames.push(new Uint8Array(await field.arrayBuffer()));
        }
        const config = c.var.config;
        const mp4 = await encodeFrames(c.var.work, resolveFfmpeg(config.ffmpegPath), tempDirFor(config), frames, fps);
        return c.body(mp4 as Uint8Array<ArrayBuffer>, 200, {
          'content-type': 'video/mp4',
          'content-disposition': 'attachment; filename="mockup-video.mp4"',
          'cache-control': 'no-store',
        });
      },
    );
