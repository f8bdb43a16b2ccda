import { MAIN_ORG_CODE, type OrgMetaData, type Organization } from '@heloc/domain';

export interface OrgOverrides {
  orgCode?: string;
  meta?: Partial<OrgMetaData>;
  variant?: Partial<OrgMetaData['variant']>;
}

/** A valid organisation record (the main brand unless told otherwise), built from the domain type. */
export const buildOrg = ({ orgCode = MAIN_ORG_CODE, meta = {}, variant = {} }: OrgOverrides = {}): Organization => ({
  baseUrl: 'https://apply.example.test',
  canonicalOrgCode: orgCode,
  orgCode,
  orgBrand: {
    colors: {
      primary: '#0b5fff',
      primaryContrast: '#ffffff',
      secondary: '#1f2a44',
      accent: '#00a37a',
      background: '#f6f7f9',
      surface: '#ffffff',
      text: '#1b1f27',
      mutedText: '#4a5263',
    },
    logoUrl: '/brand/logo.svg',
    logoAlt: 'Test Lending logo',
    fontFamily: 'system-ui, sans-serif',
    headingFontFamily: 'Georgia, serif',
  },
  orgMetaData: {
    companyName: 'Test Lending',
    companyNameShort: 'Test',
    nmls: '1001001',
    licensedStates: ['CA', 'AZ', 'TX'],
    supportPhone: '888-555-0100',
    supportEmail: 'help@test-lending.example',
    supportHours: 'Mon-Fri 6am-6pm PT',
    disclosures: ['Rates and terms are subject to change.'],
    legal: {
      terms: 'Terms paragraph one.\n\nTerms paragraph two.',
      privacy: 'We protect your privacy.',
      communications: 'You agree to receive communications electronically.',
      licenses: 'Our licences by state.',
    },
    productInfo: { heloc: { name: 'Test HELOC', tagline: 'Apply in 5 minutes' } },
    ...meta,
    variant: {
      isMainBrand: orgCode === MAIN_ORG_CODE,
      isCreditUnion: false,
      requiresReferringLoanOfficer: false,
      isWholesale: false,
      isNewYorkEntity: false,
      isCrypto: false,
      isAgeRestricted: false,
      ...variant,
    },
    languages: ['en', 'es'],
  },
  orgPricingData: [],
});

/** A JSON Response with optional headers. */
export const jsonResponse = (body: unknown, init: { status?: number; headers?: Record<string, string> } = {}) =>
  new Response(body === undefined ? null : JSON.stringify(body), {
    status: init.status ?? 200,
    headers: { 'Content-Type': 'application/json', ...init.headers },
  });
