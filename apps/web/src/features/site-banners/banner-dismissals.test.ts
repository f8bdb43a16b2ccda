import { describe, expect, it, vi } from 'vitest';
import {
  BANNER_DISMISSALS_COOKIE,
  BANNER_DISMISSALS_KEY,
  dismissalsInCookies,
  readDismissals,
  writeDismissals,
} from './banner-dismissals';

// docs/product/widgets-and-calculations.md §4: a dismissal is kept in this browser; the cookie beside local storage
// lets the server leave a dismissed banner out of the first registration step's markup.

const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

describe('the dismissals kept in this browser', () => {
  it('are kept in local storage and in a cookie the server reads', () => {
    writeDismissals({ [uuid(1)]: 1_000 });
    expect(JSON.parse(localStorage.getItem(BANNER_DISMISSALS_KEY)!)).toEqual({ [uuid(1)]: 1_000 });
    expect(dismissalsInCookies(document.cookie)).toEqual({ [uuid(1)]: 1_000 });
    expect(dismissalsInCookies(`theme=dark; ${document.cookie}; other=1`)).toEqual({ [uuid(1)]: 1_000 });
  });

  it('keep only the newest twenty in the cookie, which goes with every request', () => {
    const many = Object.fromEntries(Array.from({ length: 25 }, (_, n) => [uuid(n), n]));
    writeDismissals(many);
    expect(Object.keys(readDismissals())).toHaveLength(25);
    const inCookie = dismissalsInCookies(document.cookie);
    expect(Object.values(inCookie).sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, n) => n + 5));
  });

  it('are read from the cookie where local storage is refused, and the cookie goes once none is left', () => {
    writeDismissals({ [uuid(2)]: 2_000 });
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('refused');
    });
    expect(readDismissals()).toEqual({ [uuid(2)]: 2_000 });
    vi.restoreAllMocks();
    writeDismissals({});
    expect(document.cookie).not.toContain(BANNER_DISMISSALS_COOKIE);
    expect(readDismissals()).toEqual({});
  });

  it('are nothing when the cookie holds something else', () => {
    expect(dismissalsInCookies(`${BANNER_DISMISSALS_COOKIE}=%7B%22x%22%3A%22soon%22%7D`)).toEqual({});
    expect(dismissalsInCookies(`${BANNER_DISMISSALS_COOKIE}=%E0%A4%A`)).toEqual({});
    expect(dismissalsInCookies(undefined)).toEqual({});
  });
});
