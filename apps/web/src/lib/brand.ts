import { brandCssVariables, type OrgBrand } from '@heloc/domain';

/**
 * Sets the brand's CSS custom properties on the document when the record came by fetch (e.g. `vite dev`); the server
 * writes the same properties (same domain helper) into the page head otherwise. docs/organizations.md.
 */
export const applyBrand = (brand: OrgBrand, root: HTMLElement = document.documentElement): void => {
  for (const [name, value] of Object.entries(brandCssVariables(brand))) root.style.setProperty(name, value);
};
