import type { MailMessage } from '../services/mailer';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!);

function message(to: string, subject: string, greeting: string, body: string, action: string, url: string, footer: string): MailMessage {
  return {
    to,
    subject,
    text: `${greeting}\n\n${body}\n\n${url}\n\n${footer}\n\n— Mockup Studio`,
    html: `<div style="font-family:system-ui,sans-serif;max-width:480px;margin:auto;color:#1e293b">
<h1 style="color:#6d28d9;font-size:20px">Mockup Studio</h1>
<p>${escapeHtml(greeting)}</p><p>${escapeHtml(body)}</p>
<p><a href="${escapeHtml(url)}" style="display:inline-block;background:#6d28d9;color:#fff;padding:10px 18px;border-radius:8px;text-decoration:none;font-weight:600">${escapeHtml(action)}</a></p>
<p style="font-size:12px;color:#64748b">${escapeHtml(footer)}</p></div>`,
  };
}

export const verificationEmail = (to: string, name: string, url: string) =>
  message(
    to,
    'Confirm your e-mail for Mockup Studio',
    `Hi ${name || 'there'},`,
    'Please confirm your e-mail address to finish creating your Mockup Studio account.',
    'Confirm e-mail',
    url,
    'The link works for 24 hours. If you did not sign up, ignore this message.',
  );

export const resetPasswordEmail = (to: string, name: string, url: string) =>
  message(
    to,
    'Reset your Mockup Studio password',
    `Hi ${name || 'there'},`,
    'Someone (hopefully you) asked to reset your Mockup Studio password. Choose a new one here:',
    'Choose a new password',
    url,
    'The link works once, for one hour. If you did not ask for it, ignore this message: your password stays the same.',
  );
