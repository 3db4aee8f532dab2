import { useState } from 'react';
import { toast } from 'sonner';
import { SUPPORT_EMAIL, type ContactCategory } from '../../../../core/src/schemas/contact-fields';
import { ApiError, postJson } from '../../lib/api';

export interface ContactFields {
  name: string;
  email: string;
  subject: string;
  category: ContactCategory | '';
  message: string;
}

const EMPTY: ContactFields = { name: '', email: '', subject: '', category: '', message: '' };

/** The contact form's state and submit logic, shared by the full form and the Quick Contact card. */
export function useContactForm() {
  const [fields, setFields] = useState<ContactFields>(EMPTY);
  const [sending, setSending] = useState(false);

  const setField = <K extends keyof ContactFields>(key: K, value: ContactFields[K]) =>
    setFields((current) => ({ ...current, [key]: value }));

  async function submit() {
    if (sending) return;
    if (!fields.email.trim() || !fields.message.trim()) {
      toast.error('Required fields missing', { description: 'Please fill in your email and message.' });
      return;
    }
    setSending(true);
    try {
      await postJson('/api/contact', {
        name: fields.name,
        email: fields.email,
        subject: fields.subject,
        category: fields.category || undefined,
        message: fields.message,
      });
      toast.success('Message sent successfully!', { description: "We'll get back to you within 24 hours." });
      setFields(EMPTY);
    } catch (error) {
      // The server's own words help when they are about this request (a bad address, too many tries).
      const specific = error instanceof ApiError && (error.status === 400 || error.status === 429);
      toast.error('Failed to send message', {
        description: specific ? error.message : `Please try again or email us directly at ${SUPPORT_EMAIL}`,
      });
    } finally {
      setSending(false);
    }
  }

  return { fields, setField, sending, submit };
}
