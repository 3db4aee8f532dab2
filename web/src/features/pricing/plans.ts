/** The marketing plans of spec §9, as the pricing page shows them. */
export interface Plan {
  name: string;
  price: string;
  period: string;
  description: string;
  features: string[];
  limitations: string[];
  cta: { label: string; to: string };
  popular?: boolean;
}

export const PLANS: Plan[] = [
  {
    name: 'Free',
    price: '$0',
    period: 'forever',
    description: 'Everything you need to try mockups on your own designs.',
    features: ['10 mockup downloads per month', 'Basic templates', '1080p exports', 'Community support'],
    limitations: ['Watermark on exports', 'Limited template access', 'No AI tools', 'No 3D mockups'],
    cta: { label: 'Get Started Free', to: '/upload' },
  },
  {
    name: 'Pro',
    price: '$19',
    period: 'per month',
    description: 'For sellers and designers who publish mockups every week.',
    features: [
      'Unlimited downloads',
      'All templates',
      '4K exports',
      'AI Product Photography',
      '3D Mockup Generator',
      'No watermarks',
      'Priority support',
      'Custom backgrounds',
      'Batch processing',
    ],
    limitations: [],
    cta: { label: 'Start Pro Trial', to: '/auth' },
    popular: true,
  },
  {
    name: 'Enterprise',
    price: '$99',
    period: 'per month',
    description: 'For brands and agencies with teams, custom templates and integrations.',
    features: [
      'Everything in Pro',
      'Unlimited team members',
      'Custom templates',
      'White-label exports',
      'API access',
      'Team collaboration',
      'Advanced AI tools',
      'Dedicated account manager',
      'Custom integrations',
      '99.9% uptime SLA',
    ],
    limitations: [],
    cta: { label: 'Contact Sales', to: '/contact' },
  },
];
