import { EDITOR_DOWNLOAD_SIZE } from '../../../../core/src/editor/sizes';
import { ENTITLEMENTS, resolutionLabel, type Entitlements, type PlanId } from '../../../../core/src/plans/entitlements';

/** The plans of spec §9 as the pricing page shows them; what each allows comes from core's ENTITLEMENTS, the server's rules. */
export interface Plan {
  id: PlanId;
  name: string;
  price: string;
  period: string;
  description: string;
  features: string[];
  limitations: string[];
  cta: { label: string; to: string };
  popular?: boolean;
}

const perMonth = (count: number | null, what: string) => (count === null ? `Unlimited ${what}` : `${count} ${what} per month`);

/** The editor downloads EDITOR_DOWNLOAD_SIZE px at most; larger exports come from batches (and the API). */
const exportLine = (side: number) =>
  side > EDITOR_DOWNLOAD_SIZE
    ? `Editor downloads at ${EDITOR_DOWNLOAD_SIZE} px, batches up to ${resolutionLabel(side)} (${side} px)`
    : `Exports up to ${resolutionLabel(side)} (${side} px)`;

/** The lines every plan card states about its limits, in the server's own numbers. */
export function entitlementLines(e: Entitlements): { features: string[]; limitations: string[] } {
  const features = [
    perMonth(e.downloadsPerMonth, 'mockup downloads'),
    perMonth(e.videosPerMonth, 'video mockups'),
    exportLine(e.maxImageSide),
    ...(e.watermark ? [] : ['No watermarks']),
    ...(e.aiTools ? ['AI tools: designs, backgrounds, product photography'] : []),
    ...(e.threeD ? ['3D Mockup Generator'] : []),
    ...(e.batch ? ['Batch processing'] : []),
  ];
  const limitations = [
    ...(e.watermark ? ['Watermark on exports'] : []),
    ...(e.aiTools ? [] : ['No AI tools']),
    ...(e.threeD ? [] : ['No 3D mockups']),
    ...(e.batch ? [] : ['No batch processing']),
  ];
  return { features, limitations };
}

const free = entitlementLines(ENTITLEMENTS.free);
const pro = entitlementLines(ENTITLEMENTS.pro);
const enterprise = entitlementLines(ENTITLEMENTS.enterprise);

export const PLANS: Plan[] = [
  {
    id: 'free',
    name: ENTITLEMENTS.free.name,
    price: '$0',
    period: 'forever',
    description: 'Everything you need to try mockups on your own designs.',
    features: [...free.features, 'All templates', 'Community support'],
    limitations: free.limitations,
    cta: { label: 'Get Started Free', to: '/upload' },
  },
  {
    id: 'pro',
    name: ENTITLEMENTS.pro.name,
    price: '$19',
    period: 'per month',
    description: 'For sellers and designers who publish mockups every week.',
    features: [...pro.features, 'All templates', 'Priority support', 'Custom backgrounds'],
    limitations: pro.limitations,
    cta: { label: 'Start Pro Trial', to: '/auth' },
    popular: true,
  },
  {
    id: 'enterprise',
    name: ENTITLEMENTS.enterprise.name,
    price: '$99',
    period: 'per month',
    description: 'For brands and agencies with teams, custom templates and integrations.',
    features: [
      'Everything in Pro',
      ...enterprise.features.filter((line) => !pro.features.includes(line)),
      'Unlimited team members',
      'Custom templates',
      'White-label exports',
      'API access',
      'Team collaboration',
      'Dedicated account manager',
      'Custom integrations',
      '99.9% uptime SLA',
    ],
    limitations: enterprise.limitations,
    cta: { label: 'Contact Sales', to: '/contact' },
  },
];
