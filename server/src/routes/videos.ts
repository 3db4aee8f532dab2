import { Hono } from 'hono';
import { requireUser, sameOriginWrites, type AccountDeps, type UserEnv } from '../auth/guards';
import { notFound } from '../http/app-error';
import { idParam } from '../http/params';
import { fileUrl } from '../services/files';
import { deleteUserVideo, listUserVideos } from '../services/videos';

/** The signed-in user's finished videos (the dashboard lists them with their mockups). */
export function videoRoutes({ auth, storage, trustedOrigins }: AccountDeps) {
  return new Hono<UserEnv>()
    .use(sameOriginWrites(trustedOrigins), requireUser(auth))
    .get('/', async (c) => {
      const rows = await listUserVideos(c.var.db, c.var.userId);
      return c.json({
        videos: rows.map(({ task, file }) => ({
          id: task.id,
          prompt: task.prompt,
          productType: task.productType,
          duration: task.duration,
          platform: task.platform,
          width: task.width,
          height: task.height,
          size: file.size,
          createdAt: task.createdAt.toISOString(),
          videoUrl: fileUrl(file),
        })),
      });
    })
    .delete('/:id', async (c) => {
      if (!(await deleteUserVideo(c.var.db, storage, c.var.userId, idParam(c, 'id', 'Video not found.')))) throw notFound('Video not found.');
      return c.body(null, 204);
    });
}
