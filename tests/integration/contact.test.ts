import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessages } from '../../server/src/db/schema';
import { countContactMessages } from '../../server/src/services/contact';
import { startTestApp } from '../support/app-server';
import { DATABASE_KINDS, freshDatabase } from '../support/databases';

const RATE_LIMITED = 'Too many requests. Please try again in a few minutes.';

const postTo = (url: string) => (route: string, body: unknown) =>
  fetch(`${url}${route}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

const tempDir = () => fs.mkdtempSync(path.join(os.tmpdir(), 'mockup-contact-'));

const valid = {
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  subject: 'Bulk licence',
  category: 'Billing & Pricing',
  message: 'Do you offer a discount for 20 seats?',
};

/** A real SMTP server on loopback that keeps every message it receives. */
async function startSmtpSink() {
  const received: { to: string[]; raw: string }[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString()));
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((rcpt) => rcpt.address), raw });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.server.address() as { port: number };
  return { port, received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

describe.each(DATABASE_KINDS)('contact form API on %s', (kind) => {
  let database: Awaited<ReturnType<typeof freshDatabase>>;
  beforeAll(async () => {
    database = await freshDatabase(kind);
  });
  afterAll(async () => {
    await database.close();
  });

  /** Each app has its own rate-limit counters, so every test starts with a full budget. */
  async function withApp<T>(env: Record<string, string>, run: (post: ReturnType<typeof postTo>) => Promise<T>) {
    const app = await startTestApp(database, { env: { DATA_DIR: tempDir(), ...env } });
    try {
      return await run(postTo(app.url));
    } finally {
      await app.close();
    }
  }

  it('stores a valid message with every field', async () => {
    await withApp({}, async (post) => {
      const response = await post('/api/contact', { ...valid, email: 'stored@example.com' });
      expect(response.status).toBe(201);
      const { id } = (await response.json()) as { id: number };
      const [row] = await database.db.select().from(contactMessages).where(eq(contactMessages.id, id));
      expect(row).toMatchObject({ ...valid, email: 'stored@example.com' });
    });
  });

  it('refuses a message without e-mail or message with a readable 400 and stores nothing', async () => {
    await withApp({}, async (post) => {
      const before = await countContactMessages(database.db);
      for (const body of [
        { ...valid, email: '' },
        { ...valid, message: '   ' },
        { name: 'Only a name' },
      ]) {
        const response = await post('/api/contact', body);
        expect(response.status).toBe(400);
        expect(await response.json()).toMatchObject({ error: 'Please fill in your email and message.' });
      }
      const badCategory = await post('/api/contact', { ...valid, category: 'Complaints' });
      expect(badCategory.status).toBe(400);
      expect(await badCategory.json()).toMatchObject({ error: 'Please choose one of the listed categories.' });
      const tooLong = await post('/api/contact', { ...valid, message: 'x'.repeat(5001) });
      expect(tooLong.status).toBe(400);
      expect(await tooLong.json()).toMatchObject({ error: 'Message must be at most 5000 characters.' });
      expect(await countContactMessages(database.db)).toBe(before);
    });
  });

  it('stops a flood from one address with a 429 after 10 messages', async () => {
    await withApp({}, async (post) => {
      const before = await countContactMessages(database.db);
      const statuses: number[] = [];
      for (let i = 0; i < 12; i++) {
        statuses.push((await post('/api/contact', { ...valid, message: `flood ${i}` })).status);
      }
      expect(statuses).toEqual([...Array(10).fill(201), 429, 429]);
      const limited = await post('/api/contact', valid);
      expect(await limited.json()).toEqual({ error: RATE_LIMITED });
      expect(limited.headers.get('retry-after')).toMatch(/^\d+$/);
      expect(await countContactMessages(database.db)).toBe(before + 10);
    });
  });

  it('limits newsletter sign-ups per address too, on a budget separate from the contact form', async () => {
    await withApp({}, async (post) => {
      const statuses: number[] = [];
      for (let i = 0; i < 11; i++) {
        statuses.push((await post('/api/newsletter', { email: `reader${i}@example.com` })).status);
      }
      expect(statuses).toEqual([...Array(10).fill(200), 429]);
      const limited = await post('/api/newsletter', { email: 'late@example.com' });
      expect(limited.status).toBe(429);
      expect(await limited.json()).toEqual({ error: RATE_LIMITED });
      expect((await post('/api/contact', valid)).status).toBe(201);
    });
  });

  it('e-mails the message to the support address when SMTP_URL is set', async () => {
    const smtp = await startSmtpSink();
    try {
      await withApp({ SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, MAIL_FROM: 'Mockup Studio <no-reply@mockupstudio.app>' }, async (post) => {
        expect((await post('/api/contact', valid)).status).toBe(201);
      });
      expect(smtp.received).toHaveLength(1);
      const [mail] = smtp.received;
      expect(mail!.to).toEqual(['support@mockupstudio.app']);
      expect(mail!.raw).toContain('Reply-To: ada@example.com');
      expect(mail!.raw).toContain('Do you offer a discount for 20 seats?');
      expect(mail!.raw).toMatch(/Subject: \[Contact #\d+\] Billing & Pricing: Bulk licence/);
    } finally {
      await smtp.close();
    }
  });

  it('writes the e-mail to DATA_DIR/outbox as an .eml file when SMTP_URL is not set', async () => {
    const dataDir = tempDir();
    await withApp({ DATA_DIR: dataDir }, async (post) => {
      expect((await post('/api/contact', valid)).status).toBe(201);
    });
    const outbox = path.join(dataDir, 'outbox');
    const files = fs.readdirSync(outbox);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/\.eml$/);
    const eml = fs.readFileSync(path.join(outbox, files[0]!), 'utf8');
    expect(eml).toContain('To: support@mockupstudio.app');
    expect(eml).toContain('Do you offer a discount for 20 seats?');
  });
});
