import { describe, expect, it } from 'vitest';
import {
  HELOC_OPENING_WAIT_DAYS,
  isStateNotOfferedMessage,
  PROCESSING_MODAL_MESSAGE_COUNT,
  PROCESSING_MODAL_TIMEOUT_MS,
  stateNotOfferedMessage,
} from './limits';

describe('registration constants (docs/product/registration-and-routing.md §8, §9)', () => {
  it.each([
    ['wait between HELOC openings, days', HELOC_OPENING_WAIT_DAYS, 45],
    ['processing modal time-out, ms', PROCESSING_MODAL_TIMEOUT_MS, 30_000],
    ['processing modal messages', PROCESSING_MODAL_MESSAGE_COUNT, 7],
  ])('%s', (_name, actual, expected) => expect(actual).toBe(expected));

  it('words the state-not-served error as the spec and recognises it', () => {
    expect(stateNotOfferedMessage('NY')).toBe('we do not currently offer loans in NY');
    expect(isStateNotOfferedMessage('We do not currently offer loans in VT')).toBe(true);
    expect(isStateNotOfferedMessage('Something unexpected happened')).toBe(false);
  });
});
