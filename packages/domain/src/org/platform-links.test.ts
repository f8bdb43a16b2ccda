import { englishOf } from '../i18n/message';
import { describe, expect, it } from 'vitest';
import { MAIN_SITE_APP_PATHS, isPortfolioManagerOn, platformAppLinks, showsDashboardLink } from './platform-links';

describe('platform links (docs/product/application-area.md §2.3, §6)', () => {
  it('lists the platform apps of §2.3, Portfolio Manager only while its flag is on', () => {
    expect(platformAppLinks({ portfolioManager: false }).map((l) => l.path)).toEqual([
      '/universal-marketplace',
      '/universal-passport',
      '/group-manager',
      '/pay',
      '/exchange',
    ]);
    expect(platformAppLinks({ portfolioManager: true }).map((l) => englishOf(l.label))).toContain('Portfolio Manager');
    expect(MAIN_SITE_APP_PATHS).toContain('/portfolio');
  });

  it('reads the portfolio-manager flag from the features answer', () => {
    expect(isPortfolioManagerOn([{ key: 'portfolio-manager', enabled: true }])).toBe(true);
    expect(isPortfolioManagerOn([{ key: 'portfolio-manager', enabled: false }])).toBe(false);
    expect(isPortfolioManagerOn([{ key: 'webchat', enabled: true }])).toBe(false);
  });

  it.each([
    [false, false, true],
    [false, true, true],
    [true, false, false],
    [true, true, true],
  ])('signer area %s, broker %s: Dashboard shown %s', (inSignerArea, isBroker, expected) => {
    expect(showsDashboardLink({ inSignerArea, isBroker })).toBe(expected);
  });
});
