import {
  type Language,
  type Organization,
  DEFAULT_LANGUAGE,
  brandCssRule,
  isCompanyNamedInLogoAlt,
  supportPhoneOf,
  telHref,
} from '@heloc/domain';
import type { FirstScreenFragment } from './first-screen';
import { type DrawnFrame, fillPageFrame } from './first-screen-frame';

const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/**
 * JSON inside <script type="application/json">: '<' is escaped so no value can close the element ('</script>') or
 * open a comment; U+2028/9 are escaped for old parsers. JSON.parse reads it back unchanged.
 */
export const jsonForScript = (value: unknown): string =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

export const ORG_HEAD_PLACEHOLDER = '<!--org-head-->';
export const ORG_DATA_PLACEHOLDER = '<!--org-data-->';

export const ROOT_ELEMENT = '<div id="root"></div>';

/** The organisation's values of the first screen's {{tokens}} (the web build's first-screen/manifest.json). */
const firstScreenTokens = (org: Organization): Record<string, string> => {
  const phone = supportPhoneOf(org);
  return {
    companyName: org.orgMetaData.companyName,
    logoUrl: org.orgBrand.logoUrl,
    logoAlt: org.orgBrand.logoAlt,
    supportPhone: phone,
    supportPhoneHref: telHref(phone),
    companyNameHidden: String(isCompanyNamedInLogoAlt(org)),
    languageChooserHidden: String(org.orgMetaData.languages.length < 2),
  };
};

/** The first screen's static markup with the organisation filled in (every value HTML-escaped). */
export const fillFirstScreen = (fragment: string, org: Organization): string => {
  const tokens = firstScreenTokens(org);
  return fragment.replace(/\{\{(\w+)\}\}/g, (whole, name: string) =>
    name in tokens ? escapeHtml(tokens[name] ?? '') : whole,
  );
};

/**
 * The script links the web build adds so the entry's imports load in parallel with it (apps/web/vite.config.ts marks
 * them data-preload). A page with markup of its own paints before any script and asks for its code after that first
 * paint, or on the first registration step once the visitor acts: linked in the head, they would only
 * compete with the page's stylesheets and images. Stylesheets always stay.
 */
const PRELOAD = /<link\b[^>]*\bdata-preload\b[^>]*>\s*/g;
export const withoutPreloads = (page: string): string => page.replace(PRELOAD, '');

const HTML_START_TAG = /<html\b[^>]*>/i;
const LANG_ATTRIBUTE = /\s+lang\s*=\s*("[^"]*"|'[^']*'|[^\s>]+)/i;

/**
 * The page's `<html lang>` set to the language it is served in (docs/i18n.md): the app starts in it
 * (initialLanguage) and screen readers read the page in it.
 */
export const withHtmlLanguage = (page: string, language: Language): string =>
  page.replace(HTML_START_TAG, (tag) => {
    const bare = tag.replace(LANG_ATTRIBUTE, '');
    return `${bare.slice(0, -1)} lang="${escapeHtml(language)}">`;
  });

/** The image types a favicon address may end in; another ends without a type, which the browser then sniffs. */
const FAVICON_TYPES: Readonly<Record<string, string>> = { png: 'image/png', svg: 'image/svg+xml' };

const faviconLink = (href: string): string => {
  const extension = /\.([a-z]+)$/i.exec(href.split(/[?#]/, 1)[0] ?? '')?.[1]?.toLowerCase();
  const type = extension ? FAVICON_TYPES[extension] : undefined;
  return `<link rel="icon"${type ? ` type="${type}"` : ''} href="${escapeHtml(href)}">`;
};

/** A page's head as the organisation brands it: the title, the brand's CSS custom properties (nonce'd), the favicon. */
export const brandedHead = (org: Organization, styleNonce: string, title: string): string =>
  [
    `<title>${escapeHtml(title)}</title>`,
    `<style nonce="${escapeHtml(styleNonce)}">${brandCssRule(org.orgBrand)}</style>`,
    org.orgBrand.faviconUrl ? faviconLink(org.orgBrand.faviconUrl) : '',
  ].join('');

/** The organisation's record for the page's script (apps/web/src/lib/load-org.ts reads it). */
export const orgDataElement = (org: Organization): string =>
  `<script type="application/json" id="org-data">${jsonForScript(org)}</script>`;

/**
 * The first registration step's frame as drawn for this request (first-screen-frame.ts), and what it was drawn from,
 * handed to the app in a JSON element (`reads`) so that it draws the same at once.
 */
export interface FirstScreenFrame {
  drawn: DrawnFrame;
  reads: { id: string; value: unknown };
}

/**
 * docs/architecture.md: the first HTML is already branded: title, brand CSS custom properties, favicon, org record. With
 * `firstScreen` #root already holds markup: on the registration entry its first step, so its heading and
 * first field paint before any script runs, with `frame` around it (its banners, footer and chat launcher); on a
 * screen with a preview (the offers), that preview in the shell; elsewhere the shell with the brand. The app takes
 * over when it starts. `<html lang>` says `language`, the language the markup was chosen in.
 */
export const renderShell = (
  template: string,
  org: Organization,
  styleNonce: string,
  firstScreen?: FirstScreenFragment,
  language: Language = DEFAULT_LANGUAGE,
  frame?: FirstScreenFrame,
): string => {
  const head = brandedHead(org, styleNonce, `${org.orgMetaData.companyName} | Home Equity Line of Credit`);
  const data = [
    orgDataElement(org),
    frame && firstScreen
      ? `<script type="application/json" id="${escapeHtml(frame.reads.id)}">${jsonForScript(frame.reads.value)}</script>`
      : '',
  ].join('');
  // Function replacers: a '$' in the brand values must not be read as a replacement pattern.
  const page = withHtmlLanguage(
    template.replace(ORG_HEAD_PLACEHOLDER, () => head).replace(ORG_DATA_PLACEHOLDER, () => data),
    language,
  );
  if (!firstScreen) return page;
  // The organisation's tokens first: a drawing (a banner's message) is never read as one.
  const root = `<div id="root">${fillPageFrame(fillFirstScreen(firstScreen.markup, org), frame?.drawn)}</div>`;
  // The markup's own stylesheets, after the page's: in the order the app would add them.
  const links = firstScreen.stylesheets.map((href) => `<link rel="stylesheet" crossorigin href="${escapeHtml(href)}">`);
  return withoutPreloads(page)
    .replace('</head>', () => `${links.join('')}</head>`)
    .replace(ROOT_ELEMENT, () => root);
};

export const missingBuildPage = (): string =>
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Web app not built</title></head><body>' +
  '<h1>The web app is not built yet</h1><p>Run <code>npm run build</code> (or <code>npm start</code>, which builds it), then reload.</p>' +
  '</body></html>';
