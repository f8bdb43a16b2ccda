import type { Organization } from '@heloc/domain';
import { describe, expect, it } from 'vitest';
import { fillFirstScreen } from './spa-html';

const orgOffering = (languages: Organization['orgMetaData']['languages']) =>
  ({
    orgMetaData: { companyName: 'Test Lending', supportPhone: '888-555-0100', languages },
    orgBrand: { logoUrl: '/logo.svg', logoAlt: 'Test Lending logo' },
  }) as unknown as Organization;

// docs/i18n.md: a brand offering one language shows no chooser, in the first step's pre-rendered markup too.
describe("the first step's pre-rendered language chooser", () => {
  const markup = '<div class="language-chooser" data-hidden="{{languageChooserHidden}}"></div>';

  it('is hidden for an organisation offering one language', () => {
    expect(fillFirstScreen(markup, orgOffering(['en']))).toBe(
      '<div class="language-chooser" data-hidden="true"></div>',
    );
  });

  it('is shown for an organisation offering two', () => {
    expect(fillFirstScreen(markup, orgOffering(['en', 'es']))).toBe(
      '<div class="language-chooser" data-hidden="false"></div>',
    );
  });
});
