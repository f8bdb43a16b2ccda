import type { Organization } from '@heloc/domain';

const escapeXml = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c] ?? c);

const safeColor = (value: string, fallback: string): string => (/^#[0-9a-f]{3,8}$/i.test(value) ? value : fallback);

/** The record's primary and accent colours, each replaced by a grey when it is not a plain hex colour. */
export const brandColorsOf = (org: Organization): { primary: string; accent: string } => ({
  primary: safeColor(org.orgBrand.colors.primary, '#333333'),
  accent: safeColor(org.orgBrand.colors.accent, '#999999'),
});

/** A simple SVG wordmark drawn from the record, so a new partner row has a logo without a design hand-off. */
export const logoSvg = (org: Organization): string => {
  const name = escapeXml(org.orgMetaData.companyNameShort);
  const { primary, accent } = brandColorsOf(org);
  const width = 56 + org.orgMetaData.companyNameShort.length * 15;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="40" viewBox="0 0 ${width} 40" role="img" aria-label="${name}">
<rect x="2" y="6" width="28" height="28" rx="6" fill="${primary}"/><path d="M8 28 L16 14 L24 28 Z" fill="${accent}"/>
<text x="40" y="27" font-family="system-ui, sans-serif" font-size="20" font-weight="700" fill="${primary}">${name}</text></svg>`;
};

/**
 * The favicon as SVG, for addresses handed out before the PNG (org-favicon.ts): the logo's mark, the same drawing.
 * No text in it: text makes a browser's drawing of an SVG image several times slower.
 */
export const faviconSvg = (org: Organization): string => {
  const { primary, accent } = brandColorsOf(org);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="28" height="28" viewBox="0 0 28 28"><rect width="28" height="28" rx="6" fill="${primary}"/><path d="M6 22 L14 8 L22 22 Z" fill="${accent}"/></svg>`;
};
