import { type Organization, brandCssRule } from '@heloc/domain';

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

/** DESIGN §4 step 1: the first HTML is already branded: title, brand CSS custom properties, favicon, org record. */
export const renderShell = (template: string, org: Organization, styleNonce: string): string => {
  const { companyName } = org.orgMetaData;
  const head = [
    `<title>${escapeHtml(`${companyName} | Home Equity Line of Credit`)}</title>`,
    `<style nonce="${escapeHtml(styleNonce)}">${brandCssRule(org.orgBrand)}</style>`,
    org.orgBrand.faviconUrl
      ? `<link rel="icon" type="image/svg+xml" href="${escapeHtml(org.orgBrand.faviconUrl)}">`
      : '',
  ].join('');
  const data = `<script type="application/json" id="org-data">${jsonForScript(org)}</script>`;
  // Function replacers: a '$' in the brand values must not be read as a replacement pattern.
  return template.replace(ORG_HEAD_PLACEHOLDER, () => head).replace(ORG_DATA_PLACEHOLDER, () => data);
};

export const missingBuildPage = (): string =>
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Web app not built</title></head><body>' +
  '<h1>The web app is not built yet</h1><p>Run <code>npm run build</code> (or <code>npm start</code>, which builds it), then reload.</p>' +
  '</body></html>';
