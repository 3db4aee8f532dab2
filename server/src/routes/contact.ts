import { Hono } from 'hono';
import { contactRequestSchema } from '../../../core/src/schemas/contact';
import type { AppEnv } from '../http/app-env';
import { validateJson } from '../http/validate';
import { submitContactMessage } from '../services/contact';
import type { Mailer } from '../services/mailer';

export const createContactRoutes = (mailer: Mailer) =>
  new Hono<AppEnv>().post('/', validateJson(contactRequestSchema), async (c) => {
    const { id } = await submitContactMessage({ db: c.var.db, logger: c.var.logger, mailer }, c.req.valid('json'));
    return c.json({ sent: true, id }, 201);
  });
