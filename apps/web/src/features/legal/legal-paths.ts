/** The accessibility statement's page (docs/accessibility.md): public, linked from the footer's legal links. */
export const ACCESSIBILITY_PATH = '/accessibility';

/** Pages of this folder anyone may read without signing in, besides the legal pages lib/public-paths.ts lists. */
export const isLegalPublicPath = (pathname: string): boolean => pathname.replace(/\/+$/, '') === ACCESSIBILITY_PATH;
