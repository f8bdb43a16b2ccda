import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../../testing/fixtures';
import { mockFetch } from '../../../testing/mock-fetch';
import { renderApp } from '../../../testing/render-app';
import { featuresAnswer } from '../testing/registration-fixtures';
import { keepEarlyLookup } from '../../../shared/address/api/early-lookups';
import { expectFirstStepTakeover, FIRST_STEP_PREVIEW_ATTRIBUTE } from './first-step-handoff';
import { FirstStepPreview } from './first-step-preview';
import type { FirstStepKind } from './first-step-paths';

const ENTRY: Record<FirstStepKind, string> = {
  v2: '/account/heloc/register-v2',
  original: '/account/heloc/register',
};

const mockApi = () =>
  mockFetch({
    'POST /service-optimize/external/api/v1/features': featuresAnswer('redesign-2025'),
    'POST /ft/external/event': jsonResponse({ ok: true }),
  });

/** Each field of a form as a visitor meets it: its name, kind and label (a radio by its own label). */
const fieldsOf = (form: HTMLFormElement) =>
  [...form.querySelectorAll<HTMLInputElement | HTMLSelectElement>('input, select')].map((field) => ({
    name: field.name,
    type: field.type,
    label: field.labels?.[0]?.textContent?.trim(),
    required: field.getAttribute('aria-required'),
  }));

const appForm = async () => {
  const heading = await screen.findByRole('heading', { level: 1, name: "Let's start with your property" });
  return heading.closest('section')!.querySelector('form')!;
};

describe('the first-step preview (shown before the app has loaded)', () => {
  it.each(['v2', 'original'] as const)('shows the fields of the real %s first step, in order', async (kind) => {
    const preview = render(<FirstStepPreview kind={kind} />);
    const previewFields = fieldsOf(preview.container.querySelector('form')!);
    preview.unmount();

    mockApi();
    renderApp(ENTRY[kind]);
    expect(previewFields).toEqual(fieldsOf(await appForm()));
  });

  it('hands what was typed and the caret over to the real step, which then takes its place', async () => {
    const user = userEvent.setup();
    const preview = render(<FirstStepPreview kind="v2" />);
    const form = within(preview.container);
    await user.type(form.getByRole('combobox', { name: /Property address/ }), '123 Main St');
    await user.click(form.getByRole('radio', { name: 'Primary residence' }));
    await user.type(form.getByLabelText(/^City/), 'Austin');
    const reveal = vi.fn(() => preview.container.remove());
    expectFirstStepTakeover({ reveal });

    mockApi();
    renderApp(ENTRY.v2);
    await waitFor(() => expect(reveal).toHaveBeenCalledTimes(1));
    expect(document.querySelector(`form[${FIRST_STEP_PREVIEW_ATTRIBUTE}]`)).toBeNull();
    const city = screen.getByLabelText(/^City/);
    expect(city).toHaveValue('Austin');
    expect(city).toHaveFocus();
    expect(screen.getByRole('combobox', { name: /Property address/ })).toHaveValue('123 Main St');
    expect(screen.getByRole('radio', { name: 'Primary residence' })).toBeChecked();
  });

  it('leaves the preview to a visitor who is typing, and takes over with all of it once the typing rests', async () => {
    const user = userEvent.setup({ delay: 40 });
    const preview = render(<FirstStepPreview kind="v2" />);
    const street = within(preview.container).getByRole('combobox', { name: /Property address/ });
    await user.click(street);
    const reveal = vi.fn(() => preview.container.remove());
    expectFirstStepTakeover({ reveal });
    mockApi();
    renderApp(ENTRY.v2);
    // The app's step has mounted beside the preview.
    await waitFor(() => expect(document.querySelectorAll('form')).toHaveLength(2));

    await user.keyboard('123 Main St');
    expect(reveal).not.toHaveBeenCalled();
    expect(street).toHaveFocus();
    await waitFor(() => expect(reveal).toHaveBeenCalledTimes(1));
    const appStreet = screen.getByRole('combobox', { name: /Property address/ });
    expect(appStreet).toHaveValue('123 Main St');
    expect(appStreet).toHaveFocus();
  });

  it('goes on showing the suggestions the street had before the app, without asking again', async () => {
    const user = userEvent.setup();
    const preview = render(<FirstStepPreview kind="v2" />);
    await user.type(
      within(preview.container).getByRole('combobox', { name: /Property address/ }),
      '123 Main St Austin',
    );
    // The preview's own lookup answered (app/first-screen/preview-address-lookup.ts).
    keepEarlyLookup('123 Main St Austin', [{ street1: '123 Main St', city: 'Austin', state: 'TX', zip: '78701' }]);
    const reveal = vi.fn(() => preview.container.remove());
    expectFirstStepTakeover({ reveal });
    const { calls } = mockApi();
    renderApp(ENTRY.v2);
    await waitFor(() => expect(reveal).toHaveBeenCalledTimes(1));

    const street = screen.getByRole('combobox', { name: /Property address/ });
    expect(street).toHaveFocus();
    expect(await screen.findByRole('option', { name: '123 Main St, Austin, TX 78701' })).toBeVisible();
    expect(street).toHaveAttribute('aria-expanded', 'true');
    expect(calls.filter((call) => call.url.includes('typeahead'))).toEqual([]);
  });
});
