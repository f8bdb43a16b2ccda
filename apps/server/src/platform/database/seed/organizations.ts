import type { Organization, OrgMetaData } from '@heloc/domain';

/** A seed organisation: the record of docs/product/widgets-and-calculations.md §3 plus the host names that resolve to it. */
export interface SeedOrganization extends Organization {
  hosts: string[];
}

// docs/product/widgets-and-calculations.md §1, §9: APR 7.60% to 17.20%, origination fee up to 4.99%, amounts $15,000 to $400,000.
// Rates and fees are fractions, amounts dollars, terms years (the contracts' wire conventions).
const pricing = (over: Record<string, unknown> = {}) => [
  {
    productType: 'heloc',
    minRate: 0.076,
    maxRate: 0.172,
    maxOriginationFee: 0.0499,
    terms: [5, 10, 15, 30],
    maxCltv: 0.85,
    minAmount: 15000,
    maxAmount: 400000,
    discounts: [{ type: 'AUTOPAY', rateReduction: 0.0025 }],
    ...over,
  },
];

const noVariant: OrgMetaData['variant'] = {
  isMainBrand: false,
  isCreditUnion: false,
  requiresReferringLoanOfficer: false,
  isWholesale: false,
  isNewYorkEntity: false,
  isCrypto: false,
  isAgeRestricted: false,
};

const legal = (company: string) => ({
  terms: `These terms govern your use of the ${company} website and online application. (Sample text for a fictional lender.)`,
  privacy: `${company} collects the information you give us to process your application and does not sell it. (Sample text.)`,
  communications: `You agree that ${company} may send disclosures and notices electronically. (Sample text.)`,
  licenses: `${company} holds the state lending licenses listed in the footer. (Sample text.)`,
});

/** The same sample texts in Spanish (docs/i18n.md: an organisation's own texts in each language it offers). */
const legalEs = (company: string) => ({
  terms: `Estos términos rigen el uso del sitio web y de la solicitud en línea de ${company}. (Texto de ejemplo para un prestamista ficticio).`,
  privacy: `${company} recopila la información que usted nos da para tramitar su solicitud y no la vende. (Texto de ejemplo).`,
  communications: `Usted acepta que ${company} le envíe divulgaciones y avisos por medios electrónicos. (Texto de ejemplo).`,
  licenses: `${company} tiene las licencias estatales de préstamo que se indican al pie de la página. (Texto de ejemplo).`,
});

/** Support hours lines as the seed writes them in English, in Spanish. */
const SUPPORT_HOURS_ES: Readonly<Record<string, string>> = {
  'Mon-Fri 6am-6pm PT, Sat 8am-2pm PT': 'lun.-vie. 6 a. m.-6 p. m. PT, sáb. 8 a. m.-2 p. m. PT',
  'Mon-Sat 8am-8pm ET': 'lun.-sáb. 8 a. m.-8 p. m. ET',
};

const font = 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif';

interface OrgSpec {
  code: string;
  canonical?: string;
  name: string;
  short: string;
  hosts: string[];
  nmls: string;
  states: string[];
  colors: [primary: string, secondary: string, accent: string];
  variant?: Partial<OrgMetaData['variant']>;
  meta?: Partial<OrgMetaData>;
  pricing?: Record<string, unknown>;
  heading?: string;
}

const org = (s: OrgSpec): SeedOrganization => {
  const supportHours = s.meta?.supportHours ?? 'Mon-Fri 6am-6pm PT, Sat 8am-2pm PT';
  return {
    orgCode: s.code,
    canonicalOrgCode: s.canonical ?? s.code,
    baseUrl: `https://${s.hosts[0]}`,
    hosts: s.hosts,
    orgBrand: {
      colors: {
        primary: s.colors[0],
        primaryContrast: '#ffffff',
        secondary: s.colors[1],
        accent: s.colors[2],
        background: '#ffffff',
        surface: '#f6f7f9',
        text: '#1a1d21',
        mutedText: '#5a626d',
      },
      logoUrl: `/org-assets/${s.code}/logo.svg`,
      logoAlt: s.name,
      faviconUrl: `/org-assets/${s.code}/favicon.png`,
      fontFamily: font,
      headingFontFamily: s.heading ?? font,
    },
    orgMetaData: {
      companyName: s.name,
      companyNameShort: s.short,
      nmls: s.nmls,
      licensedStates: s.states,
      // Fictional licence numbers, one per state served (docs/organizations.md "Partners in the console").
      stateLicenses: Object.fromEntries(s.states.map((state) => [state, `${s.code.toUpperCase()}-${state}-${s.nmls}`])),
      supportPhone: '888-819-6388',
      mailingAddress: '1200 Congress Avenue, Suite 400, Austin, TX 78701',
      supportEmail: `support@${s.hosts[0]}`,
      supportHours,
      disclosures: [
        'Equal Housing Lender. This is a fictional lender used for demonstration.',
        'Rates, fees and terms are subject to change and to credit and property approval.',
      ],
      legal: legal(s.name),
      productInfo: { heloc: { name: `${s.short} HELOC`, tagline: 'Apply in 5 minutes, funding in 5 days.' } },
      variant: { ...noVariant, ...s.variant },
      // Every brand offers English and Spanish unless its row says otherwise (docs/i18n.md).
      languages: ['en', 'es'],
      // Its own texts in Spanish: the footer, the legal pages and the product (docs/i18n.md).
      localized: {
        es: {
          // A company's name is its own in every language.
          companyName: s.name,
          supportHours: SUPPORT_HOURS_ES[supportHours] ?? supportHours,
          disclosures: [
            'Prestamista que ofrece igualdad de oportunidades en la vivienda. Este es un prestamista ficticio usado para demostración.',
            'Las tasas, los cargos y los plazos pueden cambiar y están sujetos a la aprobación del crédito y de la propiedad.',
          ],
          legal: legalEs(s.name),
          productInfo: {
            heloc: { name: `${s.short} HELOC`, tagline: 'Solicítelo en 5 minutos y reciba los fondos en 5 días.' },
          },
        },
      },
      ...s.meta,
    },
    orgPricingData: pricing(s.pricing),
  };
};

// The main brand is licensed in fewer than 50 states so the footer says 'with more states to come' (docs/product/widgets-and-calculations.md §2).
const MAIN_STATES = [
  'AL',
  'AK',
  'AZ',
  'AR',
  'CA',
  'CO',
  'CT',
  'DE',
  'FL',
  'GA',
  'ID',
  'IL',
  'IN',
  'IA',
  'KS',
  'KY',
  'LA',
  'ME',
  'MD',
  'MA',
  'MI',
  'MN',
  'MS',
  'MO',
  'MT',
  'NE',
  'NV',
  'NH',
  'NJ',
  'NM',
  'NC',
  'ND',
  'OH',
  'OK',
  'OR',
  'PA',
  'RI',
  'SC',
  'SD',
  'TN',
  'TX',
  'UT',
  'VA',
  'WA',
  'WI',
  'WY',
];

/** Every brand is fictional (docs/organizations.md). New partners are made in the console (or imported as JSON). */
export const seedOrganizations: SeedOrganization[] = [
  org({
    code: 'summit',
    name: 'Summit Home Lending',
    short: 'Summit',
    hosts: ['apply.summithomelending.example'],
    nmls: '1001001',
    states: MAIN_STATES,
    colors: ['#0b5cad', '#0f2a47', '#ba8200'],
    variant: { isMainBrand: true },
    meta: { hawaiiPartnerUrl: 'https://www.islandhomecredit.example/heloc' },
  }),
  org({
    code: 'summitny',
    canonical: 'summit',
    name: 'Summit Home Lending of New York',
    short: 'Summit NY',
    hosts: ['ny.summithomelending.example'],
    nmls: '1001002',
    states: ['NY'],
    colors: ['#23408e', '#101c3d', '#e4572e'],
    variant: { isNewYorkEntity: true },
  }),
  org({
    code: 'lakeshorecu',
    name: 'Lakeshore Community Credit Union',
    short: 'Lakeshore CU',
    hosts: ['heloc.lakeshorecu.example'],
    nmls: '2002001',
    states: ['MI', 'OH', 'IN', 'IL', 'WI'],
    colors: ['#00756a', '#003b36', '#6c9a2e'],
    variant: { isCreditUnion: true },
    heading: 'Georgia, "Times New Roman", serif',
    meta: {
      privacyPolicyUrl: 'https://www.lakeshorecu.example/privacy',
      termsOfUseUrl: 'https://www.lakeshorecu.example/terms-of-use',
      supportPhone: '888-555-0142',
      mailingAddress: '455 Lakeshore Drive, Grand Haven, MI 49417',
      supportHours: 'Mon-Sat 8am-8pm ET',
    },
    pricing: {
      discounts: [
        { type: 'AUTOPAY', rateReduction: 0.0025 },
        { type: 'CREDIT_UNION', rateReduction: 0.0025 },
      ],
    },
  }),
  org({
    code: 'keystone',
    name: 'Keystone Mortgage Brokers',
    short: 'Keystone',
    hosts: ['apply.keystonebrokers.example'],
    nmls: '3003001',
    states: ['PA', 'NJ', 'DE', 'MD', 'VA', 'OH'],
    colors: ['#6a1b9a', '#2e0a45', '#ba8300'],
    variant: { isWholesale: true, requiresReferringLoanOfficer: true },
    meta: { supportPhone: '888-555-0177' },
  }),
  org({
    code: 'ledgerlend',
    name: 'Ledger Home Credit',
    short: 'Ledger',
    hosts: ['home.ledgerlend.example'],
    nmls: '4004001',
    states: ['CA', 'TX', 'FL', 'AZ', 'CO', 'WA', 'NV'],
    colors: ['#1f2937', '#111827', '#0e9f6f'],
    variant: { isCrypto: true },
    pricing: { minRate: 0.089, maxRate: 0.172, maxCltv: 0.7, terms: [5, 10] },
  }),
  org({
    code: 'silverpeak',
    name: 'Silver Peak Senior Home Equity',
    short: 'Silver Peak',
    hosts: ['apply.silverpeakequity.example'],
    nmls: '5005001',
    states: ['FL', 'AZ', 'CA', 'TX', 'NC', 'SC', 'GA'],
    colors: ['#8a3b12', '#4a1f09', '#b18613'],
    variant: { isAgeRestricted: true },
    heading: 'Georgia, serif',
    pricing: { minRate: 0.079, maxRate: 0.149, maxOriginationFee: 0.0299, terms: [10, 15, 30], maxCltv: 0.6 },
  }),
];
