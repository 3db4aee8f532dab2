import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Config } from '../config';
import type { Logger } from '../logger';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
}

export interface Mailer {
  /** Where mail goes: 'smtp' to the configured server, 'outbox' to .eml files under DATA_DIR/outbox. */
  kind: 'smtp' | 'outbox';
  send: (message: MailMessage) => Promise<void>;
}

/**
 * One mail transport for the whole server: SMTP when SMTP_URL is set; otherwise every message becomes an
 * .eml file in DATA_DIR/outbox/ and its path (and first link) is logged, so someone running the app
 * locally can still open confirmation links.
 */
export function createMailer(config: Pick<Config, 'smtpUrl' | 'mailFrom' | 'dataDir'>, logger?: Logger): Mailer {
  if (config.smtpUrl) {
    const transport = nodemailer.createTransport(config.smtpUrl);
    return {
      kind: 'smtp',
      send: async (message) => {
        await transport.sendMail({ from: config.mailFrom, ...message });
      },
    };
  }
  const outbox = path.join(config.dataDir, 'outbox');
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    kind: 'outbox',
    send: async (message) => {
      const info = await transport.sendMail({ from: config.mailFrom, ...message });
      await fs.mkdir(outbox, { recursive: true });
      const file = path.join(outbox, `${new Date().toISOString().replace(/[:.]/g, '-')}-${crypto.randomUUID()}.eml`);
      await fs.writeFile(file, info.message as Buffer);
      const link = /https?:\/\/\S+/.exec(message.text)?.[0];
      logger?.info({ to: message.to, subject: message.subject, file, link }, 'e-mail written to outbox (no SMTP_URL)');
    },
  };
}
