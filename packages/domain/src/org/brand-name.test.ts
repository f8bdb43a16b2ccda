import { describe, expect, it } from 'vitest';
import { isCompanyNamedInLogoAlt } from './brand-name';

const org = (logoAlt: string, companyName: string) =>
  ({ orgBrand: { logoAlt }, orgMetaData: { companyName } }) as Parameters<typeof isCompanyNamedInLogoAlt>[0];

describe('the company named in the logo text', () => {
  it.each([
    ['Lakeshore Community Credit Union', 'Lakeshore Community Credit Union', true],
    ['lakeshore community credit union logo', 'Lakeshore Community Credit Union', true],
    ['Summit logo', 'Summit Home Lending', false],
    ['', 'Summit Home Lending', false],
  ])('alt %j, name %j: %s', (alt, name, named) => {
    expect(isCompanyNamedInLogoAlt(org(alt, name))).toBe(named);
  });
});
