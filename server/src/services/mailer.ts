import fs from 'node:fs/promises';
import path from 'node:path';
import type { Transporter, TransportOptions } from 'nodemailer';
import type SMTPTransport from 'nodemailer/lib/smtp-transport';
import type StreamTransport from 'nodemailer/lib/stream-transport';
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

/** nodemailer takes a noticeable part of a second to load, so the server loads it on its first e-mail. */
async function lazyTransport(options: string | SMTPTransport.Options | StreamTransport.Options): Promise<Transporter> {
  const { default: nodemailer } = await import('nodemailer');
  return nodemailer.createTransport(options as TransportOptions);
}

/**
 * One mail transport for the whole server: SMTP when SMTP_URL is set; otherwise every message becomes an
 * .eml file in DATA_DIR/outbox/ and its path (and first link) is logged, so someone running the app
 * locally can still open confirmation links.
 */
export function createMailer(config: Pick<Config, 'smtpUrl' | 'mailFrom' | 'dataDir'>, logger?: Logger): Mailer {
  const { smtpUrl } = config;
  let transport: Promise<Transporter> | undefined;
  if (smtpUrl) {
    return {
      kind: 'smtp',
      send: async (message) => {
        transport ??= lazyTransport(smtpUrl);
        await (await transport).sendMail({ from: config.mailFrom, ...message });
      },
    };
  }
  const outbox = path.join(config.dataDir, 'outbox');
  return {
    kind: 'outbox',
    send: async (message) => {
      transport ??= lazyTransport({ streamTransport: true, buffer: true, newline: 'unix' });
      const info = await (await transport).sendMail({ from: config.mailFrom, ...message });
      await fs.mkdir(outbox, { recursive: true });
      const file = path.join(outbox, `${new Date().toISOString().replace(/[:.]/g, '-')}-${crypto.randomUUID()}.eml`);
      await fs.writeFile(file, info.message as Buffer);
      const link = /https?:\/\/\S+/.exec(message.text)?.[0];
      logger?.info({ to: message.to, subject: message.subject, file, link }, 'e-mail written to outbox (no SMTP_URL)');
    },
  };
}
