import { describe, expect, it } from 'vitest';
import { getRegistrationProgressGroups, registrationProgressPosition } from './progress-groups';

const labels = (options = {}) =>
  getRegistrationProgressGroups(options).map((g) => `${g.label}(${g.items.map((i) => i.label).join(', ')})`);

describe('registration progress groups (docs/product/registration-and-routing.md §2)', () => {
  it('shows the five groups with their sub-steps', () => {
    expect(labels()).toEqual([
      'Property Info(Address, Sale Status)',
      'Income Info(Income Info)',
      'Personal Info(Name, Birthdate)',
      'Contact Info(Contact Info)',
      'Login Info(Login Info)',
    ]);
  });

  it('drops Contact Info and Login Info in the new authentication mode', () => {
    expect(labels({ newAuthMode: true })).toHaveLength(3);
    expect(labels({ newAuthMode: true }).join()).not.toMatch(/Contact|Login/);
  });

  it('skips Contact Info when the profile has an email and a phone number', () => {
    expect(getRegistrationProgressGroups({ profileHasEmailAndPhone: true }).map((g) => g.label)).toEqual([
      'Property Info',
      'Income Info',
      'Personal Info',
      'Login Info',
    ]);
  });

  it('hides Login Info when already signed in', () => {
    expect(getRegistrationProgressGroups({ signedIn: true }).map((g) => g.label)).not.toContain('Login Info');
  });

  it.each([
    ['property-info', {}, { group: 0, item: 0 }],
    ['sale-status', {}, { group: 0, item: 1 }],
    ['income-info', {}, { group: 1, item: 0 }],
    ['birthdate', {}, { group: 2, item: 1 }],
    ['login-info', {}, { group: 4, item: 0 }],
    ['login-info', { profileHasEmailAndPhone: true }, { group: 3, item: 0 }],
    ['contact-info', { newAuthMode: true }, undefined],
    [null, {}, undefined],
  ])('places step=%s (%j) at %j', (step, options, position) => {
    expect(registrationProgressPosition(step, options)).toEqual(position);
  });
});
