import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createMailer } from './mailer';

describe('createMailer without SMTP_URL', () => {
  it('writes each message as an .eml file in DATA_DIR/outbox', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mailer-'));
    const mailer = createMailer({ smtpUrl: undefined, mailFrom: 'Studio <no-reply@localhost>', dataDir });
    await mailer.send({ to: 'ada@example.com', subject: 'Hello', text: 'Open http://localhost:3000/x', html: '<p>Hi</p>' });
    const files = fs.readdirSync(path.join(dataDir, 'outbox'));
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/\.eml$/);
    const eml = fs.readFileSync(path.join(dataDir, 'outbox', files[0]!), 'utf8');
    expect(eml).toContain('To: ada@example.com');
    expect(eml).toContain('Subject: Hello');
    expect(eml).toContain('http://localhost:3000/x');
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
});
