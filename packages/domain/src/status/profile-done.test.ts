import { describe, expect, it } from 'vitest';
import { isProfileDone } from './profile-done';
import { routeForStatus } from './routing';

const name = (firstName: string | null, lastName: string | null) => ({ name: { firstName, lastName } });

describe('a profile not yet done (docs/product/registration-and-routing.md §4)', () => {
  it('is one without a legal name', () => {
    expect(isProfileDone(name('Pat', 'Smith'))).toBe(true);
    expect(isProfileDone(name(null, null))).toBe(false);
    expect(isProfileDone(name('Pat', '  '))).toBe(false);
  });

  it('sends the applicant to start/profile whatever the status', () => {
    const status = { checklistStatus: 'OFFER_SELECTION' };
    expect(routeForStatus({ status, profileDone: isProfileDone(name(null, null)) }).path).toBe('start/profile');
    expect(routeForStatus({ status, profileDone: isProfileDone(name('Pat', 'Smith')) }).path).not.toBe('start/profile');
  });
});
