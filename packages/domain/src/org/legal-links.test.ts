import { describe, expect, it } from 'vitest';
import { legalLinks, licensedStatesLine, termsLinkLabel } from './legal-links';
import type { OrgMetaData } from './organization';

const variant: OrgMetaData['variant'] = {
  isMainBrand: false,
  isCreditUnion: false,
  requiresReferringLoanOfficer: false,
  isWholesale: false,
  isNewYorkEntity: false,
  isCrypto: false,
  isAgeRestricted: false,
};
const meta = (over: Partial<OrgMetaData>) => ({ licensedStates: ['CA'], variant, ...over }) as OrgMetaData;

describe('termsLinkLabel (docs/product/widgets-and-calculations.md §2)', () => {
  it.each([
    ['lakeshorecu', 'Terms of Use'],
    ['silverpeak', 'Terms of Use'],
    ['KEYSTONE', 'Terms of Use'],
    ['summit', 'Terms of Service'],
    ['ledgerlend', 'Terms of Service'],
    ['anything', 'Terms of Service'],
  ])('%s -> %s', (code, label) => {
    expect(termsLinkLabel(code)).toBe(label);
  });
});

describe('legalLinks (docs/product/widgets-and-calculations.md §2)', () => {
  it("uses a partner's own privacy and terms URLs", () => {
    const links = legalLinks({
      orgCode: 'lakeshorecu',
      orgMetaData: meta({ privacyPolicyUrl: 'https://cu.example/privacy', termsOfUseUrl: 'https://cu.example/terms' }),
    });
    expect(links).toEqual({
      privacy: 'https://cu.example/privacy',
      terms: 'https://cu.example/terms',
      termsLabel: 'Terms of Use',
      communications: '/communications',
      licenses: '/licenses',
    });
  });

  it('falls back to the fallback pages', () => {
    expect(legalLinks({ orgCode: 'summit', orgMetaData: meta({}) })).toEqual({
      privacy: '/privacy',
      terms: '/terms',
      termsLabel: 'Terms of Service',
      communications: '/communications',
      licenses: '/licenses',
    });
  });

  it('treats an empty URL as absent', () => {
    expect(legalLinks({ orgCode: 'summit', orgMetaData: meta({ privacyPolicyUrl: '' }) }).privacy).toBe('/privacy');
  });

  it('treats an entry that fails the URL check as absent (docs/product/widgets-and-calculations.md §5)', () => {
    const links = legalLinks({
      orgCode: 'summit',
      orgMetaData: meta({ privacyPolicyUrl: 'javascript:alert(1)', termsOfUseUrl: 'cu.example/terms' }),
    });
    expect([links.privacy, links.terms]).toEqual(['/privacy', '/terms']);
  });
});

describe('licensedStatesLine (docs/product/widgets-and-calculations.md §2)', () => {
  // 50 distinct two-letter codes: AA..AZ, BA..BX.
  const all50 = Array.from({ length: 50 }, (_, i) => String.fromCharCode(65 + Math.floor(i / 26), 65 + (i % 26)));
  it.each([
    [
      'main brand, fewer than 50 states',
      { isMainBrand: true },
      ['TX', 'CA'],
      'Licensed in CA, TX with more states to come',
    ],
    ['partner, fewer than 50 states', {}, ['CA'], 'Licensed in CA'],
    ['main brand, 50 states', { isMainBrand: true }, all50, `Licensed in ${[...all50].sort().join(', ')}`],
  ])('%s', (_name, variantOver, states, expected) => {
    expect(
      licensedStatesLine({ orgMetaData: meta({ licensedStates: states, variant: { ...variant, ...variantOver } }) }),
    ).toBe(expected);
  });
});
