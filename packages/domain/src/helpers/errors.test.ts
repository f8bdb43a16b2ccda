import { englishOf, textOf } from '../i18n/message';
import { describe, expect, it } from 'vitest';
import {
  IDENTITY_EXISTS_MESSAGE,
  INVALID_SIGNATURE_MESSAGE,
  joinErrorMessages,
  JWT_MISSING_MESSAGE,
  PROFILE_FETCH_FAILED_MESSAGE,
  SESSION_ENDING_MESSAGES,
  UNAUTHENTICATED_MESSAGE,
  UNEXPECTED_ERROR_MESSAGE,
} from './errors';

describe('joinErrorMessages (docs/product/widgets-and-calculations.md §5, docs/product/application-area.md §8)', () => {
  it('falls back to the spec text', () => {
    expect(englishOf(UNEXPECTED_ERROR_MESSAGE)).toBe('Something unexpected happened');
  });

  it.each<[string, unknown, string]>([
    ['one message', ['Please enter a valid zipcode'], 'Please enter a valid zipcode.'],
    [
      'two messages',
      ['Street address is required', 'Please enter a valid city name'],
      'Street address is required, Please enter a valid city name.',
    ],
    ['duplicates once', ['Required', 'Required', 'Invalid date'], 'Required, Invalid date.'],
    [
      'a message already ending with a period',
      ['Please restrict your response to 140 characters.', 'Required'],
      'Please restrict your response to 140 characters, Required.',
    ],
    ['an errors body', { errors: ['User not found'] }, 'User not found.'],
    ['non-strings and blanks are skipped', ['  ', 7, 'Required'], 'Required.'],
    ['an empty list', [], 'Something unexpected happened'],
    ['an errors body that is not a list', { errors: 'boom' }, 'Something unexpected happened'],
    ['an Error object', new Error('boom'), 'Something unexpected happened'],
    ['undefined', undefined, 'Something unexpected happened'],
    ['null', null, 'Something unexpected happened'],
    ['a plain string', 'boom', 'Something unexpected happened'],
  ])('%s', (_case, error, expected) => {
    expect(joinErrorMessages(error)).toBe(expected);
  });
});

describe('the error messages of docs/product/registration-and-routing.md §8 and docs/product/application-area.md §8, word for word', () => {
  it.each([
    [UNAUTHENTICATED_MESSAGE, 'unauthenticated'],
    [INVALID_SIGNATURE_MESSAGE, 'invalid signature'],
    [IDENTITY_EXISTS_MESSAGE, 'identity exists'],
    [PROFILE_FETCH_FAILED_MESSAGE, 'Failed to fetch profile details.'],
    [JWT_MISSING_MESSAGE, 'JWT error'],
  ])('%s', (constant, text) => {
    expect(textOf(constant)).toBe(text);
  });
  it('ends the session on the two 403 messages only', () => {
    expect([...SESSION_ENDING_MESSAGES]).toEqual(['unauthenticated', 'invalid signature']);
  });
});
