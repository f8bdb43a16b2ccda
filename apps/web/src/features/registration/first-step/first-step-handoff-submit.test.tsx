import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../../testing/fixtures';
import { mockFetch } from '../../../testing/mock-fetch';
import { renderApp } from '../../../testing/render-app';
import { featuresAnswer } from '../testing/registration-fixtures';
import { expectFirstStepTakeover } from './first-step-handoff';
import { FirstStepPreview } from './first-step-preview';

// A rest longer than any test: a takeover that waited for the typing to rest would never come.
vi.mock('./after-typing-rests', async (importOriginal) => {
  const original = await importOriginal<typeof import('./after-typing-rests')>();
  return {
    ...original,
    afterTypingRests: (preview: HTMLFormElement | null, run: () => void) =>
      original.afterTypingRests(preview, run, 600_000),
  };
});

describe('Continue pressed on the preview, before the app had loaded', () => {
  it('submits the real step at once, though the preview still holds the focus', async () => {
    const user = userEvent.setup();
    const preview = render(<FirstStepPreview kind="v2" />);
    const continueButton = within(preview.container).getByRole('button', { name: 'Continue' });
    await user.click(continueButton);
    expect(continueButton).toHaveFocus();
    expectFirstStepTakeover({ reveal: () => preview.container.remove() });

    mockFetch({
      'POST /service-optimize/external/api/v1/features': featuresAnswer('redesign-2025'),
      'POST /ft/external/event': jsonResponse({ ok: true }),
    });
    renderApp('/account/heloc/register-v2');
    // The empty form is validated as if the visitor had pressed Continue on it.
    expect(await screen.findByText('Please enter a valid property address')).toBeInTheDocument();
  });
});
