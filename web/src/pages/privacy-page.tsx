import { Link } from 'react-router';
import { SUPPORT_EMAIL } from '../../../core/src/schemas/contact-fields';
import { PageMeta } from '../components/page-meta';
import { LegalDocument, type LegalSection } from '../features/legal/legal-document';

const SECTIONS: LegalSection[] = [
  {
    id: 'collected',
    title: 'Information We Collect',
    body: (
      <ul>
        <li>Account details: your e-mail address, display name and encrypted password.</li>
        <li>Designs and images you upload, and the mockups you create from them.</li>
        <li>Messages you send us and newsletter sign-ups.</li>
        <li>Basic technical data, such as browser type and request logs, to keep the Service secure.</li>
      </ul>
    ),
  },
  {
    id: 'use',
    title: 'How We Use Your Information',
    body: (
      <ul>
        <li>To provide the Service: render your mockups, keep your designs and run your account.</li>
        <li>To answer your questions and send you the e-mails you asked for, such as the weekly newsletter.</li>
        <li>To keep the Service safe, prevent abuse and fix problems.</li>
        <li>We never sell your data, and we never use your designs to train AI models.</li>
      </ul>
    ),
  },
  {
    id: 'security',
    title: 'Data Storage and Security',
    body: (
      <p>
        Your data is stored on secured servers and sent over encrypted connections. Passwords are stored only as strong
        one-way hashes. Access to personal data is limited to the people who need it to run the Service.
      </p>
    ),
  },
  {
    id: 'retention',
    title: 'Data Retention',
    body: (
      <p>
        We keep your account data and designs while your account is open. When you delete a design it is removed from
        your account immediately; when you close your account we delete your uploads and personal data within 30 days,
        except where the law requires us to keep records such as invoices.
      </p>
    ),
  },
  {
    id: 'rights',
    title: 'Your Rights',
    body: (
      <>
        <p>Wherever you live, you can ask us to:</p>
        <ul>
          <li>
            <strong>Access</strong>: get a copy of the personal data we hold about you;
          </li>
          <li>
            <strong>Correction</strong>: fix data that is wrong or incomplete;
          </li>
          <li>
            <strong>Deletion</strong>: erase your account and personal data;
          </li>
          <li>
            <strong>Portability</strong>: receive your data in a common, machine-readable format;
          </li>
          <li>
            <strong>Opt-out</strong>: stop marketing e-mails at any time, using the link in every newsletter.
          </li>
        </ul>
        <p>
          Write to{' '}
          <a href={`mailto:${SUPPORT_EMAIL}`} className="font-medium text-brand-700 hover:underline">
            {SUPPORT_EMAIL}
          </a>{' '}
          and we will answer within 30 days.
        </p>
      </>
    ),
  },
  {
    id: 'sharing',
    title: 'Sharing Your Information',
    body: (
      <p>
        We share data only with service providers that help us run Mockup Studio, such as hosting and e-mail delivery,
        under contracts that protect it, or when the law requires it. If Mockup Studio is ever merged or acquired, we
        will tell you before your data moves to a new owner.
      </p>
    ),
  },
  {
    id: 'transfers',
    title: 'International Data Transfers',
    body: (
      <p>
        Mockup Studio is based in the United States, and your data may be processed there or in other countries where
        our providers operate. When data leaves your region we use recognised safeguards, such as standard contractual
        clauses, so it keeps the same level of protection.
      </p>
    ),
  },
  {
    id: 'changes',
    title: 'Changes to This Policy',
    body: (
      <p>
        We may update this policy from time to time. The &quot;Last updated&quot; date at the top shows when it last
        changed, and we will e-mail account holders about significant changes before they take effect.
      </p>
    ),
  },
  {
    id: 'contact',
    title: 'Contact Us',
    body: (
      <p>
        For any privacy question or request, email{' '}
        <a href={`mailto:${SUPPORT_EMAIL}`} className="font-medium text-brand-700 hover:underline">
          {SUPPORT_EMAIL}
        </a>{' '}
        or use our{' '}
        <Link to="/contact" className="font-medium text-brand-700 hover:underline">
          contact form
        </Link>
        . Mockup Studio, San Francisco, California.
      </p>
    ),
  },
];

export default function PrivacyPage() {
  return (
    <>
      <PageMeta
        title="Privacy Policy"
        description="What Mockup Studio collects, how we use and protect it, how long we keep it, and your rights to access, correct, delete and export your data."
      />
      <LegalDocument
        title="Privacy Policy"
        intro="Your privacy matters to us. This policy explains what we collect when you use Mockup Studio, why, and the choices you have."
        sections={SECTIONS}
      />
    </>
  );
}
