import { describe, expect, it } from 'vitest';
import { backoffMs, decideThrottle, tooManyAttemptsMessage } from './login-throttle';

const now = new Date('2026-11-26T12:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms);
const none = { failures: 0, lastFailureAt: null };

describe('backoffMs', () => {
  it.each([
    [4, 0],
    [5, 1000],
    [6, 2000],
    [9, 16_000],
    [20, 900_000],
    [99, 900_000],
  ])('after %d account failures waits %d ms', (failures, ms) => {
    expect(backoffMs(failures, 5, 900_000)).toBe(ms);
  });
});

describe('decideThrottle', () => {
  it('lets the first five failures through without a wait', () => {
    expect(
      decideThrottle({ account: { failures: 4, lastFailureAt: now }, address: none, knownDevice: false, now }),
    ).toEqual({ allowed: true });
  });

  it('makes the sixth attempt wait a second from the last failure, then lets it through', () => {
    const account = { failures: 5, lastFailureAt: ago(200) };
    expect(decideThrottle({ account, address: none, knownDevice: false, now })).toEqual({
      allowed: false,
      retryAfterMs: 800,
      locked: false,
    });
    expect(
      decideThrottle({ account: { failures: 5, lastFailureAt: ago(1000) }, address: none, knownDevice: false, now }),
    ).toEqual({ allowed: true });
  });

  it('lets a device that signed in before skip the waits', () => {
    const account = { failures: 30, lastFailureAt: ago(1000) };
    expect(decideThrottle({ account, address: { failures: 500, lastFailureAt: now }, knownDevice: true, now })).toEqual(
      { allowed: true },
    );
  });

  it('locks the account for 24 hours after 100 consecutive failures, known device or not', () => {
    const account = { failures: 100, lastFailureAt: ago(60_000) };
    const decision = decideThrottle({ account, address: none, knownDevice: true, now });
    expect(decision).toEqual({ allowed: false, retryAfterMs: 24 * 3_600_000 - 60_000, locked: true });
  });

  it('slows an address after 20 failures across accounts, for at most a minute', () => {
    expect(
      decideThrottle({ account: none, address: { failures: 40, lastFailureAt: ago(10_000) }, knownDevice: false, now }),
    ).toEqual({ allowed: false, retryAfterMs: 50_000, locked: false });
  });
});

describe('tooManyAttemptsMessage', () => {
  it.each([
    [800, false, 'Too many login attempts. Please wait 1 second and try again.'],
    [30_000, false, 'Too many login attempts. Please wait 30 seconds and try again.'],
    [900_000, false, 'Too many login attempts. Please wait 15 minutes and try again.'],
    [
      86_000_000,
      true,
      'This account is locked after too many failed sign-ins. Please try again in 24 hours, or reset your password.',
    ],
  ])('%d ms (locked %s)', (ms, locked, text) => {
    expect(tooManyAttemptsMessage(ms, locked)).toBe(text);
  });
});
