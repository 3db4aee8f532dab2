import { zValidator } from '@hono/zod-validator';
import type { z } from 'zod';

/** JSON body validation whose 400 answer carries the first problem as a readable sentence. */
export const validateJson = <T extends z.ZodType>(schema: T) =>
  zValidator('json', schema, (result, c) => {
    if (!result.success) {
      const issues = result.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
      return c.json({ error: issues[0]?.message ?? 'Invalid request', issues }, 400);
    }
  });
