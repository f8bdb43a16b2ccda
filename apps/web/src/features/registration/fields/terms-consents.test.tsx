import { consentsSchema, REQUIRED_MESSAGE, englishOf } from '@heloc/domain';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { buildOrg } from '../../../testing/fixtures';
import { renderWithForm } from '../testing/render-with-form';
import { TermsConsents } from './terms-consents';

const schema = consentsSchema.pick({ termPrivacyConsent: true, communicationConsent: true });
const defaults = { termPrivacyConsent: false, communicationConsent: false };

describe('TermsConsents (docs/product/widgets-and-calculations.md §5, §2)', () => {
  it('requires both consents', async () => {
    const { user, onValid } = renderWithForm(<TermsConsents />, { schema, defaultValues: defaults });
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findAllByText(englishOf(REQUIRED_MESSAGE))).toHaveLength(2);
    await user.click(screen.getByRole('checkbox', { name: /Terms of Service/ }));
    await user.click(screen.getByRole('checkbox', { name: /communications electronically/ }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await vi.waitFor(() => expect(onValid).toHaveBeenCalled());
  });

  it("links a partner's own terms and privacy pages with its terms label", () => {
    const org = buildOrg({
      orgCode: 'keystone',
      meta: { termsOfUseUrl: 'https://k.example/terms', privacyPolicyUrl: 'https://k.example/privacy' },
    });
    renderWithForm(<TermsConsents />, { schema, defaultValues: defaults, org });
    expect(screen.getByRole('link', { name: 'Terms of Use' })).toHaveAttribute('href', 'https://k.example/terms');
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', 'https://k.example/privacy');
  });
});
