import { describe, expect, it } from 'vitest';
import { ERROR_REPORT_SESSION_SAMPLE_RATE, isIgnoredClientError, isSessionSampled } from './error-reporting';

describe('isIgnoredClientError (docs/product/application-area.md §8)', () => {
  it.each([
    ['a fetch failure', { name: 'TypeError', message: 'Failed to fetch' }],
    ['a Firefox network error', { name: 'TypeError', message: 'NetworkError when attempting to fetch resource.' }],
    ['a Safari load failure', { name: 'TypeError', message: 'Load failed' }],
    ['a time-out', { name: 'TimeoutError', message: 'The operation timed out.' }],
    ['an abort', { name: 'AbortError', message: 'The user aborted a request.' }],
    ['a socket error', { name: 'Error', message: 'WebSocket connection closed' }],
    ['a call with no answer', { name: 'ApiError', message: 'Something unexpected happened', status: 0 }],
  ])('ignores %s', (_, error) => {
    expect(isIgnoredClientError(error)).toBe(true);
  });

  it.each([
    ['a type error of the code', { name: 'TypeError', message: "Cannot read properties of undefined (reading 'x')" }],
    ['a call of the code named fetch', { name: 'TypeError', message: 'api.fetchUser is not a function' }],
    ['a server refusal', { name: 'ApiError', message: 'Application not found', status: 404 }],
  ])('reports %s', (_, error) => {
    expect(isIgnoredClientError(error)).toBe(false);
  });
});

describe('isSessionSampled (docs/product/widgets-and-calculations.md §9)', () => {
  it('samples every session at the default rate of 100', () => {
    expect(ERROR_REPORT_SESSION_SAMPLE_RATE).toBe(100);
    expect(isSessionSampled(0)).toBe(true);
    expect(isSessionSampled(0.999999)).toBe(true);
  });

  it('samples the given share of sessions at a lower rate', () => {
    expect(isSessionSampled(0.24, 25)).toBe(true);
    expect(isSessionSampled(0.25, 25)).toBe(false);
    expect(isSessionSampled(0, 0)).toBe(false);
  });
});
