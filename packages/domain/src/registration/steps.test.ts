import { describe, expect, it } from 'vitest';
import {
  applyOccupancy,
  getRegistrationSteps,
  nextRegistrationStep,
  REGISTRATION_STEP_QUERY,
  REGISTRATION_STEP_QUERY_VALUES,
  REGISTRATION_STEPS,
  REGISTRATION_SUBMIT_ORDER,
  registrationEntryPath,
  registrationStepPath,
  resolveRegistrationStep,
} from './steps';

describe('registration steps (docs/product/registration-and-routing.md §2)', () => {
  it('are in the spec order', () => {
    expect(REGISTRATION_STEPS).toEqual([
      'index',
      'home-address',
      'for-sale',
      'annual-income',
      'legal-name',
      'birthdate',
      'phone-and-email',
      'set-password',
    ]);
  });

  it('map to paths under /register-v2', () => {
    expect(registrationStepPath('index')).toBe('');
    expect(registrationStepPath('for-sale')).toBe('for-sale');
  });

  it('each set a step query value, covering every value', () => {
    expect(new Set(Object.values(REGISTRATION_STEP_QUERY))).toEqual(new Set(REGISTRATION_STEP_QUERY_VALUES));
    expect(REGISTRATION_STEP_QUERY['legal-name']).toBe('name');
  });

  it.each([
    [{}, REGISTRATION_STEPS],
    [{ newAuthMode: true }, REGISTRATION_STEPS.slice(0, 6)],
    [{ profileHasEmailAndPhone: true }, REGISTRATION_STEPS.filter((s) => s !== 'phone-and-email')],
    [{ signedIn: true }, REGISTRATION_STEPS.filter((s) => s !== 'set-password')],
  ])('with %j go through %j', (options, steps) => {
    expect(getRegistrationSteps(options)).toEqual(steps);
  });
});

describe('registrationEntryPath (docs/product/registration-and-routing.md §2)', () => {
  it.each([
    [true, '', '/register-v2'],
    [true, '?org=acme', '/register-v2?org=acme'],
    [false, '?org=acme&pop-webchat=true', '/register?org=acme&pop-webchat=true'],
    [false, 'org=acme', '/register?org=acme'],
    [false, undefined, '/register'],
  ])('redesign %s with %j → %s', (enabled, search, path) => {
    expect(registrationEntryPath(enabled, search)).toBe(path);
  });
});

describe('nextRegistrationStep (docs/product/registration-and-routing.md §4)', () => {
  const state = { propertyStreet1: '1 Main St' };

  it.each([
    ['index', 'HOME', {}, 'for-sale'],
    ['index', 'SECONDARY', {}, 'home-address'],
    ['index', 'INVESTMENT', {}, 'home-address'],
    ['index', undefined, {}, 'home-address'],
    ['home-address', 'SECONDARY', {}, 'for-sale'],
    ['for-sale', 'HOME', {}, 'annual-income'],
    ['annual-income', 'HOME', {}, 'legal-name'],
    ['legal-name', 'HOME', {}, 'birthdate'],
    ['birthdate', 'HOME', {}, 'phone-and-email'],
    ['phone-and-email', 'HOME', {}, 'set-password'],
    ['set-password', 'HOME', {}, 'submit'],
    ['birthdate', 'HOME', { newAuthMode: true }, 'submit'],
    ['birthdate', 'HOME', { profileHasEmailAndPhone: true }, 'set-password'],
    ['phone-and-email', 'HOME', { signedIn: true }, 'submit'],
  ] as const)('after %s (occupancy %s, %j) comes %s', (current, occupancyType, options, next) => {
    expect(nextRegistrationStep(current, { ...state, occupancyType }, options)).toBe(next);
  });
});

describe('resolveRegistrationStep (docs/product/registration-and-routing.md §4)', () => {
  it('returns to the start without a property street', () => {
    expect(resolveRegistrationStep('birthdate', {})).toBe('index');
    expect(resolveRegistrationStep('for-sale', { propertyStreet1: '   ' })).toBe('index');
  });
  it('keeps the requested step once the street is set', () => {
    expect(resolveRegistrationStep('birthdate', { propertyStreet1: '1 Main St' })).toBe('birthdate');
    expect(resolveRegistrationStep('index', {})).toBe('index');
  });
});

describe('applyOccupancy (docs/product/registration-and-routing.md §4)', () => {
  const homeAddress = { street1: '2 Elm St' };
  it('clears the home address when the property is the home', () => {
    expect(
      applyOccupancy({ propertyAddress: { occupancyType: 'HOME' as const }, homeAddress }).homeAddress,
    ).toBeUndefined();
  });
  it('keeps it otherwise', () => {
    expect(applyOccupancy({ propertyAddress: { occupancyType: 'INVESTMENT' as const }, homeAddress }).homeAddress).toBe(
      homeAddress,
    );
    expect(applyOccupancy({ homeAddress }).homeAddress).toBe(homeAddress);
  });
});

it('submits in the spec order (docs/product/registration-and-routing.md §4)', () => {
  expect(REGISTRATION_SUBMIT_ORDER).toEqual([
    'waitlist-check',
    'identity-creation',
    'phone-saved',
    'existing-account-check',
    'heloc-creation',
    'sms-consents-saved',
    'events-sent',
    'routing',
  ]);
});
