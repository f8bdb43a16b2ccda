import { PROPERTY_ADDRESS_INVALID_MESSAGE, STATE_INVALID_MESSAGE, ZIP_INVALID_MESSAGE, englishOf } from '@heloc/domain';
import { act, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../../testing/fixtures';
import { ADDRESS_LOOKUP_DEBOUNCE_MS } from '../../../shared/address/address-fields';
import { mockFetch } from '../../../testing/mock-fetch';
import { renderWithForm } from '../testing/render-with-form';
import { AddressFields } from './address-fields';
import { addressFieldsSchema } from './field-schemas';
import { z } from 'zod';

const schema = z.object({ propertyAddress: addressFieldsSchema() });
const defaults = { propertyAddress: { street1: '', street2: '', city: '', state: '', zip: '' } };
const suggestions = {
  suggestions: [
    { street1: '123 Main St', city: 'Springfield', state: 'IL', zip: '62701' },
    { street1: '123 Main Ave', city: 'Phoenix', state: 'AZ', zip: '85001' },
  ],
};
const renderAddress = () =>
  renderWithForm(<AddressFields prefix="propertyAddress" streetLabel="Property address" />, {
    schema,
    defaultValues: defaults,
  });
const street = () => screen.getByRole('combobox', { name: /Property address/ });

describe('AddressFields (docs/product/widgets-and-calculations.md §5, §7)', () => {
  it.each([[''], ['12'], ['Main']])('flags the street %j as an invalid property address', async (typed) => {
    mockFetch({});
    const { user, onValid } = renderAddress();
    if (typed) await user.type(street(), typed);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText(englishOf(PROPERTY_ADDRESS_INVALID_MESSAGE))).toBeVisible();
    expect(onValid).not.toHaveBeenCalled();
  });

  it('looks the typed text up on the server and fills the address from a suggestion chosen by keyboard', async () => {
    const { calls } = mockFetch({ 'GET /service-address/external/api/v1/typeahead': jsonResponse(suggestions) });
    const { user, onValid } = renderAddress();
    await user.type(street(), '123 Main');
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual([
      '123 Main St, Springfield, IL 62701',
      '123 Main Ave, Phoenix, AZ 85001',
    ]);
    const lookup = calls.find((c) => c.url.includes('typeahead'))!;
    expect(new URL(lookup.url, 'http://x').searchParams.get('query')).toBe('123 Main');
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(street()).toHaveValue('123 Main Ave');
    expect(screen.getByLabelText(/City/)).toHaveValue('Phoenix');
    expect(screen.getByLabelText(/State/)).toHaveValue('AZ');
    expect(screen.getByLabelText(/ZIP code/)).toHaveValue('85001');
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await vi.waitFor(() => expect(onValid).toHaveBeenCalled());
    expect(onValid.mock.calls[0]![0].propertyAddress).toMatchObject({
      street1: '123 Main Ave',
      state: 'AZ',
      zip: '85001',
    });
  });

  it('does not look up a single word', async () => {
    const { calls } = mockFetch({ 'GET /service-address/external/api/v1/typeahead': jsonResponse(suggestions) });
    // The app's clock, not the test's time: the debounce is moved past, so a lookup would have started.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const { user } = renderAddress();
      await user.type(street(), 'Main');
      await act(() => vi.advanceTimersByTimeAsync(ADDRESS_LOOKUP_DEBOUNCE_MS));
      expect(calls).toHaveLength(0);
    } finally {
      vi.useRealTimers();
    }
  });

  it('checks the state and zip typed by hand', async () => {
    mockFetch({});
    const { user } = renderAddress();
    await user.type(street(), '9 Elm Road');
    await user.type(screen.getByLabelText(/City/), 'Austin');
    await user.type(screen.getByLabelText(/State/), 'XX');
    await user.type(screen.getByLabelText(/ZIP code/), '7870');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText(englishOf(STATE_INVALID_MESSAGE))).toBeVisible();
    expect(screen.getByText(englishOf(ZIP_INVALID_MESSAGE))).toBeVisible();
  });
});
