/** The Help Center's ten questions (spec §2 FAQ), answered as §6 and §9 describe the plans. */
export const FAQ_ITEMS: { question: string; answer: string }[] = [
  {
    question: 'Can I use the mockups for commercial purposes?',
    answer:
      'Yes, on a paid plan. Pro and Studio include a full commercial license, so you can use your mockups in online stores, ads, marketplaces and client work. Mockups made on the Free plan are for personal, non-commercial use.',
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
    answer:
      'Free exports are in standard HD. Pro exports images up to 2K and video up to 720p. Studio exports stills up to 4K and video up to 1080p, which is ready for print and large displays.',
  },
  {
    question: 'How many mockups can I create each month?',
    answer:
      'The Free plan includes 100 image mockups and 10 video mockups per month. Pro gives you unlimited image mockups and 100 video mockups per month. Studio is unlimited for everything.',
  },
  {
    question: 'Will my mockups have a watermark?',
    answer:
      'Mockups made on the Free plan carry a small Mockup Studio watermark. Every paid plan removes it, so your exports are clean and ready to publish.',
  },
  {
    question: 'Do you offer team accounts?',
    answer:
      'Yes. The Studio plan adds team seats, shared libraries, collaborative workspaces and centralised billing, so your whole team can work from one set of designs and templates.',
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
