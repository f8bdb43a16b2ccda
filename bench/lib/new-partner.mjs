// A server with a partner created after the seed, through the console's own call, as partnerships staff create one
// (docs/organizations.md "Partners in the console"): the first-step figures must hold for such a partner too, on its
// own host name (`<code>.localhost`, which the browser resolves to this machine and the server reads as the code).
import http from 'node:http';
import { CONSOLE_API, serverWithAdmin } from './staff.mjs';

export const NEW_PARTNER_CODE = 'benchharbor';
export const NEW_PARTNER_PRIMARY = '#14532d';

const newPartner = () => ({
  orgCode: NEW_PARTNER_CODE,
  canonicalOrgCode: NEW_PARTNER_CODE,
  displayName: { en: 'Bench Harbor Credit Union', es: 'Cooperativa Bench Harbor' },
  shortName: 'Bench Harbor',
  hosts: [`${NEW_PARTNER_CODE}.example.com`],
  links: { baseUrl: 'https://www.benchharbor.example.com', privacyPolicyUrl: '', termsOfUseUrl: '' },
  support: { phone: '4155550100', email: 'help@benchharbor.example.com', hours: 'Mon-Fri 8am-5pm PT' },
  languages: ['en', 'es'],
  states: [
    { state: 'CA', licence: 'CA-DFPI-1' },
    { state: 'OR', licence: 'OR-ML-2' },
  ],
  nmls: '654321',
  loanOfficers: [],
  flags: {},
  variant: {
    isMainBrand: false,
    isCreditUnion: true,
    requiresReferringLoanOfficer: false,
    isWholesale: false,
    isNewYorkEntity: false,
    isCrypto: false,
    isAgeRestricted: false,
  },
  brand: {
    colors: {
      primary: NEW_PARTNER_PRIMARY,
      primaryContrast: '#ffffff',
      secondary: '#0f2a47',
      accent: '#8a5a00',
      background: '#ffffff',
      surface: '#f6f7f9',
      text: '#1a1d21',
      mutedText: '#5a626d',
    },
    logoUrl: '',
    logoAlt: '',
    faviconUrl: '',
    fontFamily: 'system-ui, sans-serif',
    headingFontFamily: 'system-ui, sans-serif',
  },
});

/**
 * Starts a server of its own, creates its first admin and, as that admin, the partner; answers the partner's base
 * URL and a stop. The partner's pages are checked to be its own (its colour) before any figure is taken.
 */
export const serverWithNewPartner = () =>
  serverWithAdmin(async ({ baseUrl: serverUrl, token }) => {
    const res = await fetch(`${serverUrl}${CONSOLE_API}/partners`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify(newPartner()),
    });
    if (!res.ok) throw new Error(`creating the partner answered ${res.status}: ${(await res.text()).slice(0, 200)}`);
    const url = new URL(serverUrl);
    url.hostname = `${NEW_PARTNER_CODE}.localhost`;
    await expectPartnerPage(url.origin);
    return { baseUrl: url.origin };
  });

/** The partner's first page as its host asks for it (node:http: fetch may not set Host): its own colour, or a throw. */
const expectPartnerPage = (baseUrl) =>
  new Promise((resolve, reject) => {
    const url = new URL('/account/heloc/register-v2', baseUrl);
    const request = http.get(
      { host: '127.0.0.1', port: url.port, path: url.pathname, headers: { host: url.host, accept: 'text/html' } },
      (res) => {
        let html = '';
        res.setEncoding('utf8');
        res.on('data', (chunk) => (html += chunk));
        res.on('end', () =>
          html.includes(`--brand-primary:${NEW_PARTNER_PRIMARY}`)
            ? resolve()
            : reject(new Error(`the partner's host answered ${res.statusCode} without its own colour`)),
        );
      },
    );
    request.on('error', reject);
  });
