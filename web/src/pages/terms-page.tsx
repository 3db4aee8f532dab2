import { Link } from 'react-router';
import { SUPPORT_EMAIL } from '../../../core/src/schemas/contact-fields';
import { PageMeta } from '../components/page-meta';
import { LegalDocument, type LegalSection } from '../features/legal/legal-document';

const SECTIONS: LegalSection[] = [
  {
    id: 'acceptance',
    title: 'Acceptance of Terms',
    body: (
      <p>
        By accessing or using Mockup Studio (the &quot;Service&quot;), you agree to these Terms of Service. If you use
        the Service on behalf of a company, you confirm that you may accept these terms for it. If you do not agree,
        please do not use the Service.
      </p>
    ),
  },
  {
    id: 'license',
    title: 'Use License',
    body: (
      <>
        <p>
          We grant you a personal, non-exclusive, non-transferable license to use the Service and its templates to
          create mockups of your own designs, within the limits of your plan. You may not:
        </p>
        <ul>
          <li>resell, redistribute or sublicense our templates or template files on their own;</li>
          <li>copy, decompile or reverse engineer any part of the Service;</li>
          <li>remove copyright or proprietary notices from any material of the Service.</li>
        </ul>
      </>
    ),
  },
  {
    id: 'content',
    title: 'Your Content and Mockups',
    body: (
      <p>
        You keep all rights to the designs you upload. You give us a limited license to store and process them only to
        provide the Service to you, for example to render your mockups. You confirm that you own or have permission to
        use everything you upload, and that it does not infringe anyone else&apos;s rights.
      </p>
    ),
  },
  {
    id: 'commercial',
    title: 'Commercial Usage Rights',
    body: (
      <p>
        Mockups created on a paid plan may be used commercially: in online stores, marketplaces, advertising, social
        media and client work. Mockups created on the Free plan are for personal, non-commercial use and carry a
        watermark. Commercial rights cover the finished mockup images and videos, not the underlying templates.
      </p>
    ),
  },
  {
    id: 'prohibited',
    title: 'Prohibited Uses',
    body: (
      <>
        <p>You agree not to use the Service to create or share content that:</p>
        <ul>
          <li>infringes any copyright, trademark or other intellectual property right;</li>
          <li>is unlawful, hateful, harassing, violent or sexually explicit;</li>
          <li>misleads people about the origin, quality or endorsement of a product;</li>
          <li>contains malware, or attempts to disrupt, overload or gain unauthorised access to the Service.</li>
        </ul>
      </>
    ),
  },
  {
    id: 'termination',
    title: 'Account Termination',
    body: (
      <p>
        You may close your account at any time. We may suspend or terminate accounts that break these terms, after
        notice where reasonable. Paid plans stay active until the end of the billing period; on termination, your right
        to use the Service ends and we delete your uploads as described in our{' '}
        <Link to="/privacy" className="font-medium text-brand-700 hover:underline">
          Privacy Policy
        </Link>
        .
      </p>
    ),
  },
  {
    id: 'disclaimer',
    title: 'Disclaimer',
    body: (
      <p>
        The Service is provided &quot;as is&quot; and &quot;as available&quot;. Mockups are illustrations: colours,
        proportions and print results of real products may differ. We make no warranties, express or implied, including
        merchantability, fitness for a particular purpose and non-infringement, to the extent the law allows.
      </p>
    ),
  },
  {
    id: 'limitations',
    title: 'Limitations of Liability',
    body: (
      <p>
        To the fullest extent permitted by law, Mockup Studio is not liable for indirect, incidental or consequential
        damages, such as lost profits or data, arising from your use of the Service. Our total liability for any claim is
        limited to the amount you paid us in the twelve months before the claim.
      </p>
    ),
  },
  {
    id: 'changes',
    title: 'Changes to These Terms',
    body: (
      <p>
        We may update these terms as the Service grows. We will post the new version on this page with a new
        &quot;Last updated&quot; date and, for material changes, tell account holders by e-mail. Continuing to use the
        Service after a change means you accept the updated terms.
      </p>
    ),
  },
  {
    id: 'contact',
    title: 'Contact Information',
    body: (
      <p>
        Questions about these terms? Email us at{' '}
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

export default function TermsPage() {
  return (
    <>
      <PageMeta
        title="Terms of Service"
        description="The terms for using Mockup Studio: your license, your content, commercial usage rights, prohibited uses, termination and liability."
      />
      <LegalDocument
        title="Terms of Service"
        intro="Please read these terms carefully. They explain what you can expect from Mockup Studio and what we expect from you."
        sections={SECTIONS}
      />
    </>
  );
}
