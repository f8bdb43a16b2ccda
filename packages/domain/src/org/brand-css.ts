import type { OrgBrand } from './organization';

const kebab = (name: string): string => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

// A value is written into a <style> block: anything that could close the rule or the element is refused.
const SAFE_CSS_VALUE = /^[^<>{};\\]*$/;

/**
 * docs/organizations.md: every brand token becomes a CSS custom property (`--brand-<name>`), set at runtime from the record so
 * one build serves every brand. Values that could break out of the declaration are dropped.
 */
export const brandCssVariables = (brand: OrgBrand): Record<string, string> => {
  const entries: [string, string][] = [
    ...Object.entries(brand.colors).map(([name, value]): [string, string] => [`--brand-${kebab(name)}`, value]),
    ['--brand-font-family', brand.fontFamily],
    ['--brand-heading-font-family', brand.headingFontFamily],
  ];
  return Object.fromEntries(entries.filter(([, value]) => SAFE_CSS_VALUE.test(value)));
};

/** The declarations as one `:root { ... }` rule. */
export const brandCssRule = (brand: OrgBrand): string =>
  `:root{${Object.entries(brandCssVariables(brand))
    .map(([name, value]) => `${name}:${value}`)
    .join(';')}}`;
