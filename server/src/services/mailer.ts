import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
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

/**
 * One mail transport for the whole server: SMTP when SMTP_URL is set, otherwise each message is
 * written as an .eml file (so a developer without a mail server can still read what was sent).
 */
export function createMailer(config: Pick<Config, 'smtpUrl' | 'mailFrom' | 'dataDir'>, logger: Logger): Mailer {
  if (config.smtpUrl) {
    const transport = nodemailer.createTransport(config.smtpUrl);
    return {
      kind: 'smtp',
      send: async (mail) => {
        await transport.sendMail({ from: config.mailFrom, ...mail });
      },
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  const outbox = path.join(config.dataDir, 'outbox');
  return {
    kind: 'outbox',
    send: async (mail) => {
      const info = await transport.sendMail({ from: config.mailFrom, ...mail });
      await fs.mkdir(outbox, { recursive: true });
      const file = path.join(outbox, `${new Date().toISOString().replace(/[:.]/g, '-')}-${crypto.randomUUID()}.eml`);
      await fs.writeFile(file, info.message as Buffer);
      logger.info({ file, to: mail.to, subject: mail.subject }, 'e-mail written to outbox (no SMTP_URL)');
    },
  };
}
