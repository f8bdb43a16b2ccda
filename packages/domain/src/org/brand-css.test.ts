import { describe, expect, it } from 'vitest';
import { brandCssRule, brandCssVariables } from './brand-css';
import type { OrgBrand } from './organization';

const brand: OrgBrand = {
  colors: {
    primary: '#0b5fff',
    primaryContrast: '#ffffff',
    secondary: '#14213d',
    accent: '#fca311',
    background: '#ffffff',
    surface: '#f5f7fa',
    text: '#1b1f24',
    mutedText: '#5b6470',
  },
  logoUrl: '/org-assets/summit/logo.svg',
  logoAlt: 'Summit Home Lending',
  fontFamily: 'system-ui, sans-serif',
  headingFontFamily: 'Georgia, serif',
};

describe('brandCssVariables (docs/organizations.md)', () => {
  it('maps every colour and font to a --brand- custom property', () => {
    expect(brandCssVariables(brand)).toEqual({
      '--brand-primary': '#0b5fff',
      '--brand-primary-contrast': '#ffffff',
      '--brand-secondary': '#14213d',
      '--brand-accent': '#fca311',
      '--brand-background': '#ffffff',
      '--brand-surface': '#f5f7fa',
      '--brand-text': '#1b1f24',
      '--brand-muted-text': '#5b6470',
      '--brand-font-family': 'system-ui, sans-serif',
      '--brand-heading-font-family': 'Georgia, serif',
    });
  });

  it.each(['red;}body{display:none', '</style><script>alert(1)</script>', 'a\\b'])(
    'drops the unsafe value %j',
    (value) => {
      const vars = brandCssVariables({ ...brand, colors: { ...brand.colors, primary: value } });
      expect(vars['--brand-primary']).toBeUndefined();
      expect(vars['--brand-secondary']).toBe('#14213d');
    },
  );

  it('writes one :root rule', () => {
    expect(brandCssRule(brand)).toMatch(
      /^:root\{--brand-primary:#0b5fff;.*--brand-heading-font-family:Georgia, serif\}$/,
    );
  });
});
