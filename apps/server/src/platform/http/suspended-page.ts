import { brandCssRule, type Language, type Organization, supportPhoneOf } from '@heloc/domain';
import { wordsOf } from '../i18n/catalogue';
import { suspendedPageMessages as m } from './suspended-page.messages';
import spanish from './suspended-page.messages.es';

/*
 * What a suspended partner's hosts show instead of registration (docs/organizations.md "Suspending a partner"): a
 * page of its own in the partner's colours and the reader's language, with the way back for an applicant already in
 * progress (their application pages stay open to them). No script: nothing of the app is loaded.
 */

const words = wordsOf(m, spanish);

const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** The registration pages a suspended partner's hosts no longer show. */
export const isRegistrationPath = (pathname: string): boolean =>
  pathname === '' || pathname === '/' || /^\/account\/[^/]+\/register(-v2)?(\/|$)/.test(pathname);

export const suspendedPage = (
  org: Organization,
  language: Language,
  styleNonce: string,
  signInPath: string,
): string => {
  const say = words(language);
  const company = org.orgMetaData.localized?.[language]?.companyName || org.orgMetaData.companyName;
  const title = say(m.title, { company });
  const style =
    `${brandCssRule(org.orgBrand)}body{margin:0;font-family:var(--brand-font-family);background:var(--brand-background);` +
    'color:var(--brand-text)}main{max-width:36rem;margin:4rem auto;padding:2rem;background:var(--brand-surface);' +
    'border-radius:8px}a{color:var(--brand-primary)}';
  return (
    `<!doctype html><html lang="${escapeHtml(language)}"><head><meta charset="utf-8">` +
    '<meta name="viewport" content="width=device-width, initial-scale=1">' +
    `<title>${escapeHtml(title)}</title><style nonce="${escapeHtml(styleNonce)}">${style}</style></head><body><main>` +
    `<img src="${escapeHtml(org.orgBrand.logoUrl)}" alt="${escapeHtml(org.orgBrand.logoAlt)}" height="40">` +
    `<h1>${escapeHtml(title)}</h1><p>${escapeHtml(say(m.body, { company }))}</p>` +
    `<p><a href="${escapeHtml(signInPath)}">${escapeHtml(say(m.signIn))}</a></p>` +
    `<p>${escapeHtml(say(m.contact, { phone: supportPhoneOf(org), email: org.orgMetaData.supportEmail }))}</p>` +
    '</main></body></html>'
  );
};
