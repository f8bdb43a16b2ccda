import { type Partner, partnerSchema } from '@heloc/domain';

/** A new partner's form as it opens: English, no state yet, the seeded brands' neutral colours (all pass AA). */
export const emptyPartner = (): Partner => ({
  orgCode: '',
  canonicalOrgCode: '',
  displayName: { en: '', es: '' },
  shortName: '',
  hosts: [],
  links: { baseUrl: 'https://', privacyPolicyUrl: '', termsOfUseUrl: '' },
  support: { phone: '', email: '', hours: '' },
  languages: ['en'],
  states: [],
  nmls: '',
  loanOfficers: [],
  flags: {},
  variant: {
    isMainBrand: false,
    isCreditUnion: false,
    requiresReferringLoanOfficer: false,
    isWholesale: false,
    isNewYorkEntity: false,
    isCrypto: false,
    isAgeRestricted: false,
  },
  brand: {
    colors: {
      primary: '#0b5cad',
      primaryContrast: '#ffffff',
      secondary: '#0f2a47',
      accent: '#ba8200',
      background: '#ffffff',
      surface: '#f6f7f9',
      text: '#1a1d21',
      mutedText: '#5a626d',
    },
    logoUrl: '',
    logoAlt: '',
    faviconUrl: '',
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
    headingFontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
  },
});

/** The draft's refusals as the server would give them ("where: why"); empty when it passes. */
export const draftProblems = (draft: Partner): string[] => {
  const parsed = partnerSchema.safeParse(draft);
  if (parsed.success) return [];
  return parsed.error.issues.map((issue) =>
    issue.message.startsWith('Contrast') ? issue.message : `${issue.path.join('.')}: ${issue.message}`,
  );
};

/** "CA, or ,TX" as ['CA', 'OR', 'TX']. */
export const statesOf = (text: string): string[] =>
  text
    .split(/[\s,]+/)
    .map((state) => state.trim().toUpperCase())
    .filter(Boolean);
