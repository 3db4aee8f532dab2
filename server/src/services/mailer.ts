import fs from 'node:fs/promises';
import path from 'node:path';
import type { Transporter, TransportOptions } from 'nodemailer';
import type SMTPTransport from 'nodemailer/lib/smtp-transport';
import type StreamTransport from 'nodemailer/lib/stream-transport';
import type { Config } from '../config';
import type { Logger } from '../logger';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  replyTo?: string;
}

export interface Mailer {
  /** Where mail goes: 'smtp' to the configured server, 'outbox' to .eml files under DATA_DIR/outbox. */
  kind: 'smtp' | 'outbox';
  send: (mail: OutgoingMail) => Promise<void>;
}

/** nodemailer takes a noticeable part of a second to load, so the server loads it on its first e-mail. */
async function lazyTransport(options: string | SMTPTransport.Options | StreamTransport.Options): Promise<Transporter> {
  const { default: nodemailer } = await import('nodemailer');
  return nodemailer.createTransport(options as TransportOptions);
}

/**
 * One mail transport for the whole server: SMTP when SMTP_URL is set, otherwise each message is
 * written as an .eml file (so a developer without a mail server can still read what was sent).
 */
export function createMailer(config: Pick<Config, 'smtpUrl' | 'mailFrom' | 'dataDir'>, logger: Logger): Mailer {
  const { smtpUrl } = config;
  if (smtpUrl) {
    let transport: Promise<Transporter> | undefined;
    return {
      kind: 'smtp',
      send: async (mail) => {
        transport ??= lazyTransport(smtpUrl);
        await (await transport).sendMail({ from: config.mailFrom, ...mail });
      },
    };
  }
  let transport: Promise<Transporter> | undefined;
  const outbox = path.join(config.dataDir, 'outbox');
  return {
    kind: 'outbox',
    send: async (mail) => {
      transport ??= lazyTransport({ streamTransport: true, buffer: true, newline: 'unix' });
      const info = await (await transport).sendMail({ from: config.mailFrom, ...mail });
      await fs.mkdir(outbox, { recursive: true });
      const file = path.join(outbox, `${new Date().toISOString().replace(/[:.]/g, '-')}-${crypto.randomUUID()}.eml`);
      await fs.writeFile(file, info.message as Buffer);
      logger.info({ file, to: mail.to, subject: mail.subject }, 'e-mail written to outbox (no SMTP_URL)');
    },
  };
}
