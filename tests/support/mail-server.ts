import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  subject: string;
  /** The raw message with quoted-printable undone, enough to read text and links. */
  body: string;
}

export interface MailServer {
  url: string;
  messages: ReceivedMail[];
  /** Waits for a message to `to` that arrived after `since` messages (default: any). */
  waitFor: (to: string, options?: { subject?: RegExp; since?: number; timeoutMs?: number }) => Promise<ReceivedMail>;
  close: () => Promise<void>;
}

const decodeQuotedPrintable = (text: string) =>
  text.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

/** A real SMTP server on loopback that keeps what it receives. */
export async function startMailServer(): Promise<MailServer> {
  const messages: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const subject = /^Subject: (.*)$/im.exec(raw)?.[1]?.trim() ?? '';
        messages.push({ to: session.envelope.rcptTo.map((r) => r.address), subject, body: decodeQuotedPrintable(raw) });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    waitFor: async (to, { subject, since = 0, timeoutMs = 10_000 } = {}) => {
      const deadline = Date.now() + timeoutMs;
      while (Date.now() < deadline) {
        const found = messages.slice(since).find((m) => m.to.includes(to) && (!subject || subject.test(m.subject)));
        if (found) return found;
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      throw new Error(`No e-mail to ${to} within ${timeoutMs} ms (got ${messages.length} in all)`);
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** The first link to `base` in a message's text. */
export function linkIn(mail: ReceivedMail, base: string): string {
  const escaped = base.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const match = new RegExp(`${escaped}[^\\s"<>]+`).exec(mail.body);
  if (!match) throw new Error(`No link to ${base} in:\n${mail.body}`);
  return match[0];
}
