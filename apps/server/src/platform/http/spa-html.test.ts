import type { Organization } from '@heloc/domain';
import { describe, expect, it } from 'vitest';
import { seedOrganizations } from '../database/seed/organizations';
import { fillFirstScreen } from './spa-html';

const [seeded] = seedOrganizations;
const orgOffering = (languages: Organization['orgMetaData']['languages']): Organization => {
  if (!seeded) throw new Error('no organisation is seeded');
  return { ...seeded, orgMetaData: { ...seeded.orgMetaData, languages } };
};

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
