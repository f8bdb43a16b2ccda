/**
 * Global feature flag defaults ('*'); organisations override by inserting a row with their code. docs/product/registration-and-routing.md §2:
 * redesign-2025 gates /register-v2; maintenance lists route patterns under maintenance.
 */
export const seedFeatureFlags: {
  key: string;
  org_code: string;
  enabled: boolean;
  variables: Record<string, unknown>;
  description: string;
}[] = [
  {
    key: 'redesign-2025',
    org_code: '*',
    enabled: true,
    variables: {},
    description: 'Redesigned registration at /register-v2 (docs/product/registration-and-routing.md §2).',
  },
  {
    key: 'webchat',
    org_code: '*',
    enabled: true,
    // docs/product/chat.md §4: a signed-in borrower's chat is tied to them by a nonce refreshed every 60 s.
    variables: { borrowerAuthentication: true },
    description: 'Web chat widget (docs/product/chat.md §1, §4).',
  },
  {
    key: 'ny-modal',
    org_code: '*',
    enabled: true,
    variables: {},
    description: 'New York property modal (docs/product/registration-and-routing.md §2).',
  },
  // docs/product/widgets-and-calculations.md §2: the main brand's New York modal sends a New York property to its New
  // York entity's site, and the New York entity sends any other property back to the main site.
  {
    key: 'ny-modal',
    org_code: 'summit',
    enabled: true,
    variables: {
      newYorkSiteUrl: 'https://ny.summithomelending.example/account/heloc/register',
      otherSiteUrl: 'https://apply.summithomelending.example/account/heloc/register',
    },
    description: 'New York property modal of the main brand: its two sites.',
  },
  {
    key: 'ny-modal',
    org_code: 'summitny',
    enabled: true,
    variables: {
      newYorkSiteUrl: 'https://ny.summithomelending.example/account/heloc/register',
      otherSiteUrl: 'https://apply.summithomelending.example/account/heloc/register',
    },
    description: 'New York property modal of the New York entity: its two sites.',
  },
  {
    key: 'ca-fires',
    org_code: '*',
    enabled: true,
    // Zips under a (fictional) disaster declaration.
    variables: { zips: ['90263', '90265', '91001', '93510'] },
    description: 'Disaster-area zip notice.',
  },
  {
    key: 'maintenance',
    org_code: '*',
    enabled: false,
    variables: { routes: [] },
    description: 'Route patterns under scheduled maintenance (docs/product/registration-and-routing.md §2, §8).',
  },
  {
    key: 'sms-transactional-consent',
    org_code: '*',
    enabled: true,
    variables: {},
    description: 'Ask for the transactional SMS consent (docs/product/registration-and-routing.md §3).',
  },
  {
    key: 'new-auth-mode',
    org_code: '*',
    enabled: false,
    variables: {},
    description:
      'New authentication mode: drops phone-and-email and set-password from registration (docs/product/registration-and-routing.md §2).',
  },
  {
    key: 'portfolio-manager',
    org_code: '*',
    enabled: false,
    variables: {},
    description: 'Portfolio Manager link in the shell (docs/product/application-area.md §6).',
  },
  {
    key: 'webchat-stream',
    org_code: '*',
    enabled: false,
    variables: {},
    description: 'Stream variant of the web chat (docs/product/widgets-and-calculations.md §7).',
  },
  // The age-restricted partner does not run the redesign experiment (an example of an organisation override).
  {
    key: 'redesign-2025',
    org_code: 'silverpeak',
    enabled: false,
    variables: {},
    description: 'Organisation override example.',
  },
];
