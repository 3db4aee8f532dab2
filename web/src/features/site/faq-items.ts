import { ENTITLEMENTS, resolutionLabel, type Entitlements } from '../../../../core/src/plans/entitlements';

const quota = (count: number | null, what: string) => (count === null ? `unlimited ${what}` : `${count} ${what} per month`);
const side = (e: Entitlements) => `${resolutionLabel(e.maxImageSide)} (${e.maxImageSide} px)`;

/** Said first when the operator has not turned plans on (PLANS=off): the answers below then describe the plans only. */
export const PLANS_OFF_NOTE = 'This installation includes everything: no plan limits, quotas or watermarks apply here. The plan answers below describe the plans for installations that turn them on.';

/** The Help Center's ten questions (spec §2 FAQ); limits come from core's ENTITLEMENTS, which the server enforces. */
export const FAQ_ITEMS: { question: string; answer: string }[] = [
  {
    question: 'Can I use the mockups for commercial purposes?',
    answer:
      'Yes, on a paid plan. Pro and Enterprise include a full commercial license, so you can use your mockups in online stores, ads, marketplaces and client work. Mockups made on the Free plan are for personal, non-commercial use.',
  },
  {
    question: 'What happens to the designs I upload, and can I delete them?',
    answer:
      'Your designs are used only to render your own mockups. They are never sold, shared with other users or used to train AI models. You can delete a design at any time, and when you close your account we permanently delete all of your uploads.',
  },
  {
    question: 'Which file formats can I export?',
    answer:
      'Image mockups download as PNG or JPG, and video mockups as MP4. You can upload designs as PNG, JPG, SVG or WebP files of up to 10 MB.',
  },
  {
    question: 'What resolution are the exports?',
    answer: `${ENTITLEMENTS.free.name} exports mockups up to ${side(ENTITLEMENTS.free)}. ${ENTITLEMENTS.pro.name} and ${ENTITLEMENTS.enterprise.name} export up to ${side(ENTITLEMENTS.pro)}, ready for print and large displays. Video mockups are 1080p on every plan.`,
  },
  {
    question: 'How many mockups can I create each month?',
    answer: `The ${ENTITLEMENTS.free.name} plan includes ${quota(ENTITLEMENTS.free.downloadsPerMonth, 'mockup downloads')} and ${quota(ENTITLEMENTS.free.videosPerMonth, 'video mockups')}. ${ENTITLEMENTS.pro.name} gives you ${quota(ENTITLEMENTS.pro.downloadsPerMonth, 'mockup downloads')} and ${quota(ENTITLEMENTS.pro.videosPerMonth, 'video mockups')}. ${ENTITLEMENTS.enterprise.name} is unlimited for everything. Counts renew on the 1st of each month (UTC).`,
  },
  {
    question: 'Will my mockups have a watermark?',
    answer: `Mockups downloaded on the ${ENTITLEMENTS.free.name} plan carry a Mockup Studio watermark. Every paid plan removes it, so your exports are clean and ready to publish.`,
  },
  {
    question: 'Do you offer team accounts?',
    answer:
      'Yes. The Enterprise plan adds team seats, shared libraries, collaborative workspaces and centralised billing, so your whole team can work from one set of designs and templates.',
  },
  {
    question: 'What is your refund policy?',
    answer:
      'Paid plans come with a 30-day money-back guarantee. If Mockup Studio is not right for you, contact support within 30 days of your purchase for a full refund.',
  },
  {
    question: 'How do I cancel my subscription?',
    answer:
      'You can cancel anytime from your account settings, with no fees or phone calls. Your plan stays active until the end of the current billing period, then your account moves to the Free plan.',
  },
  {
    question: 'Do you have an API?',
    answer:
      'An API for enterprise customers is in progress. It will let you generate mockups from your own store or workflow. Contact our sales team to join the early-access list.',
  },
];
