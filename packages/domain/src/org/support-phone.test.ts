import { describe, expect, it } from 'vitest';
import { DEFAULT_SUPPORT_PHONE, telHref } from './support-phone';

describe('the support phone (docs/product/application-area.md §2.4, §9)', () => {
  it('defaults to 888-819-6388', () => {
    expect(DEFAULT_SUPPORT_PHONE).toBe('888-819-6388');
  });
  it.each([
    ['888-819-6388', 'tel:+18888196388'],
    ['1 (888) 555-0142', 'tel:+18885550142'],
    ['(212) 555-0100', 'tel:+12125550100'],
  ])('%s links as %s', (phone, href) => {
    expect(telHref(phone)).toBe(href);
  });
});
