import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useI18n } from '../../lib/i18n';
import { OrgProvider } from '../../lib/org-context';
import { buildOrg } from '../../testing/fixtures';
import { LanguageProvider } from './language-provider';

// Every text of a page reads the language's formatter: a new formatter renders every one of them again.
describe('LanguageProvider on arrival', () => {
  it('renders the page below it once when the language’s catalogue is already loaded', async () => {
    let renders = 0;
    function Amount() {
      renders += 1;
      return <p>{useI18n().moneyWithCentsWhenAny(104_990)}</p>;
    }
    render(
      <OrgProvider org={buildOrg()}>
        <LanguageProvider>
          <Amount />
        </LanguageProvider>
      </OrgProvider>,
    );
    // The provider's check of the catalogue (an effect, then a promise) has run.
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(screen.getByText('$104,990')).toBeInTheDocument();
    expect(renders).toBe(1);
  });
});
