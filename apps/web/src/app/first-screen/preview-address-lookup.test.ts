import { getAddressTypeaheadContract } from '@heloc/domain/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { earlyLookupOf } from '../../shared/address/api/early-lookups';
import { jsonResponse } from '../../testing/fixtures';
import { mockFetch } from '../../testing/mock-fetch';
import { ADDRESS_LOOKUP_PATH } from './api/look-up-address-early';
import { PREVIEW_LOOKUP_DEBOUNCE_MS, lookUpInPreview } from './preview-address-lookup';

const AUSTIN = { street1: '123 Main St', city: 'Austin', state: 'TX', zip: '78701' };

/** The address part of the preview's markup (first-step-preview.tsx). */
const previewForm = () => {
  document.body.innerHTML = `
    <form data-first-step-preview>
      <input name="propertyAddress.street1" role="combobox" aria-expanded="false" aria-controls="list" />
      <ul id="list" role="listbox" hidden></ul>
      <input name="propertyAddress.city" /><input name="propertyAddress.state" /><input name="propertyAddress.zip" />
    </form>`;
  const form = document.querySelector('form')!;
  const street = form.elements.namedItem('propertyAddress.street1') as HTMLInputElement;
  street.focus();
  return { form, street, list: document.getElementById('list')! };
};

const type = (street: HTMLInputElement, text: string) => {
  for (const char of text) {
    street.value += char;
    street.dispatchEvent(new Event('input', { bubbles: true }));
  }
};

const lookups = (calls: { url: string }[]) =>
  calls.map((call) => new URL(call.url, 'http://localhost').searchParams.get('query'));

describe('the first step looks the address up before the app has loaded', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('asks the app lookup path', () => {
    expect(ADDRESS_LOOKUP_PATH).toBe(getAddressTypeaheadContract.path);
  });

  it('looks nothing up for a street the app would not look up (docs/product/widgets-and-calculations.md §5)', async () => {
    vi.useFakeTimers();
    const { calls } = mockFetch({ [`GET ${ADDRESS_LOOKUP_PATH}`]: () => jsonResponse({ suggestions: [AUSTIN] }) });
    const { form, street, list } = previewForm();
    lookUpInPreview(form, { orgCode: 'summit' });
    type(street, 'Main');
    await vi.advanceTimersByTimeAsync(PREVIEW_LOOKUP_DEBOUNCE_MS);
    // Only the first key's call that readies the lookup.
    expect(lookups(calls)).toEqual(['M']);
    expect(list.hidden).toBe(true);
  });

  it('readies the lookup on the first key, then asks once the street rests, and shows the answer', async () => {
    vi.useFakeTimers();
    const { calls } = mockFetch({ [`GET ${ADDRESS_LOOKUP_PATH}`]: () => jsonResponse({ suggestions: [AUSTIN] }) });
    const { form, street, list } = previewForm();
    lookUpInPreview(form, { orgCode: 'summit' });

    type(street, '123 Main St Austin');
    expect(lookups(calls)).toEqual(['1']);
    expect(calls[0]!.headers.get('x-org')).toBe('summit');
    await vi.advanceTimersByTimeAsync(PREVIEW_LOOKUP_DEBOUNCE_MS);
    expect(lookups(calls)).toEqual(['1', '123 Main St Austin']);
    await vi.waitFor(() => expect(list.hidden).toBe(false));
    expect([...list.querySelectorAll('[role="option"]')].map((o) => o.textContent)).toEqual([
      '123 Main St, Austin, TX 78701',
    ]);
    expect(street.getAttribute('aria-expanded')).toBe('true');
    // The app's typeahead starts from this answer.
    expect(earlyLookupOf('123 Main St Austin')).toEqual({ suggestions: [AUSTIN] });
  });

  it('fills the address from a chosen suggestion and closes the list', async () => {
    mockFetch({ [`GET ${ADDRESS_LOOKUP_PATH}`]: () => jsonResponse({ suggestions: [AUSTIN] }) });
    const { form, street, list } = previewForm();
    lookUpInPreview(form, { orgCode: 'summit' });
    type(street, '123 Main St Aus');
    await vi.waitFor(() => expect(list.querySelector('[role="option"]')).not.toBeNull());

    list.querySelector<HTMLElement>('[role="option"]')!.click();
    const value = (name: string) => (form.elements.namedItem(`propertyAddress.${name}`) as HTMLInputElement).value;
    expect([value('street1'), value('city'), value('state'), value('zip')]).toEqual([
      '123 Main St',
      'Austin',
      'TX',
      '78701',
    ]);
    expect(list.hidden).toBe(true);
    expect(street.getAttribute('aria-expanded')).toBe('false');
  });

  it('moves through the suggestions with the arrow keys, and Enter fills the address instead of submitting', async () => {
    const OAK = { street1: '9 Oak Ave', city: 'Dallas', state: 'TX', zip: '75201' };
    mockFetch({ [`GET ${ADDRESS_LOOKUP_PATH}`]: () => jsonResponse({ suggestions: [AUSTIN, OAK] }) });
    const { form, street, list } = previewForm();
    lookUpInPreview(form, { orgCode: 'summit' });
    type(street, '123 Main St Aus');
    await vi.waitFor(() => expect(list.querySelectorAll('[role="option"]')).toHaveLength(2));
    const press = (key: string) => {
      const event = new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true });
      street.dispatchEvent(event);
      return event.defaultPrevented;
    };

    press('ArrowDown');
    press('ArrowDown');
    const selected = () => list.querySelector('[aria-selected="true"]');
    expect(selected()?.textContent).toBe('9 Oak Ave, Dallas, TX 75201');
    expect(street.getAttribute('aria-activedescendant')).toBe(selected()?.id);
    expect(press('Enter')).toBe(true);
    expect((form.elements.namedItem('propertyAddress.city') as HTMLInputElement).value).toBe('Dallas');
    expect(list.hidden).toBe(true);
    expect(street.hasAttribute('aria-activedescendant')).toBe(false);
    // With the list closed, Enter is the form's again.
    expect(press('Enter')).toBe(false);
  });

  it('closes the list on Escape', async () => {
    mockFetch({ [`GET ${ADDRESS_LOOKUP_PATH}`]: () => jsonResponse({ suggestions: [AUSTIN] }) });
    const { form, street, list } = previewForm();
    lookUpInPreview(form, { orgCode: 'summit' });
    type(street, '123 Main St Aus');
    await vi.waitFor(() => expect(list.hidden).toBe(false));
    street.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    expect(list.hidden).toBe(true);
    expect(street.getAttribute('aria-expanded')).toBe('false');
  });

  it('shows no answer for text the field no longer holds', async () => {
    vi.useFakeTimers();
    let answer: (response: Response) => void = () => {};
    mockFetch({
      [`GET ${ADDRESS_LOOKUP_PATH}`]: (call) =>
        call.url.includes('Aus')
          ? new Promise<Response>((resolve) => (answer = resolve))
          : jsonResponse({ suggestions: [] }),
    });
    const { form, street, list } = previewForm();
    lookUpInPreview(form, { orgCode: 'summit' });
    type(street, '123 Main St Aus');
    await vi.advanceTimersByTimeAsync(PREVIEW_LOOKUP_DEBOUNCE_MS);
    street.value = '12';
    street.dispatchEvent(new Event('input', { bubbles: true }));
    answer(jsonResponse({ suggestions: [AUSTIN] }));
    await vi.advanceTimersByTimeAsync(1);
    expect(list.hidden).toBe(true);
    expect(list.children).toHaveLength(0);
  });
});
