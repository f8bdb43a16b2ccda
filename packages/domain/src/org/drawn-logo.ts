import type { OrgBrand, OrgMetaData } from './organization';

/** What a drawn logo is drawn from: the record's colours and short name. */
export interface DrawnFrom {
  orgBrand: Pick<OrgBrand, 'colors'>;
  orgMetaData: Pick<OrgMetaData, 'companyNameShort'>;
}

const escapeXml = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c] ?? c);

const safeColor = (value: string, fallback: string): string => (/^#[0-9a-f]{3,8}$/i.test(value) ? value : fallback);

/** The record's primary and accent colours, each replaced by a grey when it is not a plain hex colour. */
export const brandColorsOf = (org: DrawnFrom): { primary: string; accent: string } => ({
  primary: safeColor(org.orgBrand.colors.primary, '#333333'),
  accent: safeColor(org.orgBrand.colors.accent, '#999999'),
});

/**
 * The brand's mark, in a square of its own `size` units: a rounded square in the primary colour with a triangle in the
 * accent. The logo draws it left of the name; the favicons (below, and the server's PNG) are the mark alone.
 */
export const MARK = {
  size: 28,
  radius: 6,
  triangle: [
    [6, 22],
    [14, 8],
    [22, 22],
  ],
} as const;

const markSvg = (primary: string, accent: string): string => {
  const [first, ...rest] = MARK.triangle.map(([x, y]) => `${x} ${y}`);
  return (
    `<rect width="${MARK.size}" height="${MARK.size}" rx="${MARK.radius}" fill="${primary}"/>` +
    `<path d="M${first} ${rest.map((point) => `L${point}`).join(' ')} Z" fill="${accent}"/>`
  );
};

/**
 * A simple SVG wordmark drawn from the record, so a new partner row has a logo without a design hand-off: the server
 * serves it under /org-assets/, and a partner's preview carries it inline (docs/organizations.md "Previews").
 */
export const logoSvg = (org: DrawnFrom): string => {
  const name = escapeXml(org.orgMetaData.companyNameShort);
  const { primary, accent } = brandColorsOf(org);
  const width = 56 + org.orgMetaData.companyNameShort.length * 15;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="40" viewBox="0 0 ${width} 40" role="img" aria-label="${name}">
<g transform="translate(2 6)">${markSvg(primary, accent)}</g>
<text x="40" y="27" font-family="system-ui, sans-serif" font-size="20" font-weight="700" fill="${primary}">${name}</text></svg>`;
};

/**
 * The favicon as SVG, for addresses handed out before the PNG (org-favicon.ts): the same mark. No text in it: text
 * makes a browser's drawing of an SVG image several times slower.
 */
export const faviconSvg = (org: DrawnFrom): string => {
  const { primary, accent } = brandColorsOf(org);
  const { size } = MARK;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">${markSvg(primary, accent)}</svg>`;
};

/** An SVG as an address of its own (a data: address, which the page's content security policy allows for images). */
export const svgDataUrl = (svg: string): string => `data:image/svg+xml,${encodeURIComponent(svg)}`;
