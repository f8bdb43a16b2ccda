import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  isProcessingStatus,
  isTerminalStatus,
  nextPoll,
  POLL_MAX_DELAY_MS,
  POLL_MAX_OTHER_TRIES,
  POLL_MAX_PROCESSING_TRIES,
  pollDelayMs,
} from './polling';

describe('processing and terminal statuses (docs/product/registration-and-routing.md §4)', () => {
  it.each([
    'WAITING_FOR_SOFT_CREDIT',
    'WAITING_FOR_ANYTHING_NEW',
    'GEN_APP_DISCLOSURES',
    'GEN_NOTE_SIGNING',
    'GEN_PRE_SOFT_CREDIT_DISCLOSURE',
    'HARD_CREDIT_PULL',
    'IN_PROGRESS',
    'ONSITE_APPRAISAL_REQUEST',
    'PREQUAL_TITLE',
  ])('%s is processing', (status) => {
    expect(isProcessingStatus(status)).toBe(true);
    expect(isTerminalStatus(status)).toBe(false);
  });

  it.each(['OFFER_SELECTION', 'GEN_CLOSING_DISCLOSURE', 'WAITING', '', null, undefined])(
    '%j is not processing',
    (status) => {
      expect(isProcessingStatus(status)).toBe(false);
    },
  );

  it.each([
    'ASSETS_PREQUAL',
    'CANCELLED',
    'CREDIT_ERROR',
    'CREDIT_NO_MATCH',
    'CREDIT_NO_MATCH_SSN',
    'DECLINED',
    'SOFT_CREDIT_LOCKED',
    'SOFT_CREDIT_FROZEN',
    'HARD_CREDIT_LOCKED',
    'HARD_CREDIT_FROZEN',
    'MULTIPLE_PROPERTIES',
    'NO_PROPERTY_FOUND',
  ])('%s is terminal', (status) => {
    expect(isTerminalStatus(status)).toBe(true);
  });

  it.each(['COMPLETE', 'UNKNOWN', undefined])('%j is not terminal', (status) => {
    expect(isTerminalStatus(status)).toBe(false);
  });
});

describe('pollDelayMs (docs/product/registration-and-routing.md §9)', () => {
  it.each([
    [1, 1000],
    [2, 2000],
    [3, 4000],
    [4, 5000],
    [13, 5000],
    [0, 1000],
  ])('after %i fetches waits %i ms', (attempt, delay) => {
    expect(pollDelayMs(attempt)).toBe(delay);
  });

  it('never exceeds 5,000 ms and never shrinks', () => {
    fc.assert(
      fc.property(fc.integer({ min: -5, max: 10_000 }), (attempt) => {
        const delay = pollDelayMs(attempt);
        expect(delay).toBeGreaterThanOrEqual(1000);
        expect(delay).toBeLessThanOrEqual(POLL_MAX_DELAY_MS);
        expect(pollDelayMs(attempt + 1)).toBeGreaterThanOrEqual(delay);
      }),
    );
  });
});

describe('nextPoll (docs/product/registration-and-routing.md §4, §9)', () => {
  it('keeps polling a processing status with back-off for 14 tries', () => {
    expect(nextPoll('APP_SUBMISSION', 1, 'WAITING_FOR_SOFT_CREDIT')).toEqual({ action: 'poll', delayMs: 1000 });
    expect(nextPoll('APP_SUBMISSION', 3, 'HARD_CREDIT_PULL')).toEqual({ action: 'poll', delayMs: 4000 });
    expect(nextPoll('APP_SUBMISSION', 13, 'IN_PROGRESS')).toEqual({ action: 'poll', delayMs: 5000 });
  });

  it('gives up after 14 tries with UNKNOWN', () => {
    expect(POLL_MAX_PROCESSING_TRIES).toBe(14);
    expect(nextPoll('APP_SUBMISSION', 14, 'WAITING_FOR_SOFT_CREDIT')).toEqual({
      action: 'stop',
      status: 'UNKNOWN',
      route: true,
    });
  });

  it('gives up after 14 tries keeping GEN_NOTE_SIGNING', () => {
    expect(nextPoll('FINAL_OFFER', 14, 'GEN_NOTE_SIGNING')).toEqual({
      action: 'stop',
      status: 'GEN_NOTE_SIGNING',
      route: true,
    });
  });

  it('stops at once on a terminal status and routes outside the disclosures page', () => {
    expect(nextPoll('DECLINED', 1, 'DECLINED')).toEqual({ action: 'stop', status: 'DECLINED', route: true });
    expect(nextPoll('APP_SUBMISSION', 1, 'DECLINED', { onDisclosuresPage: true })).toEqual({
      action: 'stop',
      status: 'DECLINED',
      route: false,
    });
  });

  it('stops once another status has changed', () => {
    expect(nextPoll('APP_SUBMISSION', 1, 'OFFER_SELECTION')).toEqual({
      action: 'stop',
      status: 'OFFER_SELECTION',
      route: true,
    });
    expect(nextPoll(undefined, 1, 'OFFER_SELECTION')).toEqual({
      action: 'stop',
      status: 'OFFER_SELECTION',
      route: true,
    });
  });

  it('re-polls an unchanged status up to 7 tries', () => {
    expect(POLL_MAX_OTHER_TRIES).toBe(7);
    expect(nextPoll('IDENTITY_VERIFICATION', 1, 'IDENTITY_VERIFICATION')).toEqual({ action: 'poll', delayMs: 1000 });
    expect(nextPoll('IDENTITY_VERIFICATION', 6, 'IDENTITY_VERIFICATION')).toEqual({ action: 'poll', delayMs: 5000 });
    expect(nextPoll('IDENTITY_VERIFICATION', 7, 'IDENTITY_VERIFICATION')).toEqual({
      action: 'stop',
      status: 'IDENTITY_VERIFICATION',
      route: true,
    });
  });

  it('always ends within 14 fetches and never waits above the cap', () => {
    const statuses = ['WAITING_FOR_TITLE', 'GEN_NOTE_SIGNING', 'OFFER_SELECTION', 'DECLINED', 'NEW_STATUS'];
    fc.assert(
      fc.property(fc.constantFrom(...statuses), fc.constantFrom(...statuses), (previous, current) => {
        let attempt = 1;
        let decision = nextPoll(previous, attempt, current);
        while (decision.action === 'poll') {
          expect(decision.delayMs).toBeLessThanOrEqual(POLL_MAX_DELAY_MS);
          attempt += 1;
          decision = nextPoll(previous, attempt, current);
        }
        expect(attempt).toBeLessThanOrEqual(POLL_MAX_PROCESSING_TRIES);
      }),
    );
  });
});
