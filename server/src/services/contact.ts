import { count } from 'drizzle-orm';
import type { ContactMessage } from '../../../core/src/schemas/contact';
import { SUPPORT_EMAIL } from '../../../core/src/schemas/contact-fields';
import type { Db } from '../db/client';
import { contactMessages } from '../db/schema';
import type { Logger } from '../logger';
import type { Mailer } from './mailer';

/**
 * Stores the message, then forwards it to the support inbox. The stored row is the record:
 * a mail failure is logged, not reported to the visitor, whose message is already safe.
 */
export async function submitContactMessage(
  deps: { db: Db; mailer: Mailer; logger: Logger },
  message: ContactMessage,
): Promise<{ id: number }> {
  const [row] = await deps.db
    .insert(contactMessages)
    .values({
      name: message.name ?? null,
      email: message.email,
      subject: message.subject ?? null,
      category: message.category ?? null,
      message: message.message,
    })
    .returning({ id: contactMessages.id });
  if (!row) throw new Error('contact message was not stored');

  try {
    await deps.mailer.send(supportMail(row.id, message));
  } catch (error) {
    deps.logger.error({ err: error, contactMessageId: row.id }, 'could not forward contact message by e-mail');
  }
  return row;
}

export function supportMail(id: number, message: ContactMessage) {
  const subject = `[Contact #${id}] ${message.category ?? 'General Inquiry'}: ${message.subject ?? '(no subject)'}`;
  const text = [
    `From: ${message.name ?? '(no name)'} <${message.email}>`,
    `Category: ${message.category ?? '(none)'}`,
    `Subject: ${message.subject ?? '(none)'}`,
    '',
    message.message,
  ].join('\n');
  return { to: SUPPORT_EMAIL, replyTo: message.email, subject, text };
}

export async function countContactMessages(db: Db): Promise<number> {
  const [row] = await db.select({ value: count() }).from(contactMessages);
  return row?.value ?? 0;
}
