import type { Organization } from '@heloc/domain';

const escapeXml = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c] ?? c);

const safeColor = (value: string, fallback: string): string => (/^#[0-9a-f]{3,8}$/i.test(value) ? value : fallback);

/** A simple SVG wordmark drawn from the record, so a new partner row has a logo without a design hand-off. */
export const logoSvg = (org: Organization): string => {
  const name = escapeXml(org.orgMetaData.companyNameShort);
  const primary = safeColor(org.orgBrand.colors.primary, '#333333');
  const accent = safeColor(org.orgBrand.colors.accent, '#999999');
  const width = 56 + org.orgMetaData.companyNameShort.length * 15;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="40" viewBox="0 0 ${width} 40" role="img" aria-label="${name}">
<rect x="2" y="6" width="28" height="28" rx="6" fill="${primary}"/><path d="M8 28 L16 14 L24 28 Z" fill="${accent}"/>
<text x="40" y="27" font-family="system-ui, sans-serif" font-size="20" font-weight="700" fill="${primary}">${name}</text></svg>`;
};

/** A favicon: the brand's first letter on its primary colour. */
export const faviconSvg = (org: Organization): string => {
  const letter = escapeXml(org.orgMetaData.companyNameShort.slice(0, 1).toUpperCase());
  const primary = safeColor(org.orgBrand.colors.primary, '#333333');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="32" height="32" viewBox="0 0 32 32"><rect width="32" height="32" rx="7" fill="${primary}"/><text x="16" y="23" text-anchor="middle" font-family="system-ui, sans-serif" font-size="19" font-weight="700" fill="#ffffff">${letter}</text></svg>`;
};
