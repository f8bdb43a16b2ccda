import { englishOf } from '../i18n/message';
import { describe, expect, it } from 'vitest';
import { isLongerThanUsual, longerThanUsualFrom, usualWaitOf } from '../status/usual-waits';
import { businessDaysBetween, forecastFunding, type FundingForecastInput, fundingPromiseOf } from './funding-forecast';

const CHICAGO = 'America/Chicago';
const LOS_ANGELES = 'America/Los_Angeles';
const REMOTE = { attorneyReview: false, waitingPeriodBusinessDays: 0, inPerson: false };
const TEXAS = { ...REMOTE, waitingPeriodBusinessDays: 1 };

const input = (overrides: Partial<FundingForecastInput> & Pick<FundingForecastInput, 'checklistStatus'>) => {
  const statusSince = overrides.statusSince ?? new Date('2026-11-30T16:00:00Z');
  return {
    statusSince,
    now: new Date(statusSince.getTime() + 5 * 60_000),
    timeZone: CHICAGO,
    notary: REMOTE,
    rightToCancel: true,
    ...overrides,
  } satisfies FundingForecastInput;
};

const datesOf = (forecast: ReturnType<typeof forecastFunding>) =>
  Object.fromEntries((forecast?.steps ?? []).map((s) => [s.step, s.on]));

describe('forecastFunding', () => {
  it('a Texas home choosing its offer on a Monday: signs Tuesday after the waiting period, may cancel until Friday, funds Monday', () => {
    // Monday 11/30/2026, 10:00 am Central.
    const forecast = forecastFunding(input({ checklistStatus: 'OFFER_SELECTION', notary: TEXAS }));
    expect(datesOf(forecast)).toEqual({
      APPLICATION: '2026-11-30',
      DOCUMENTS: '2026-11-30',
      NOTARY: '2026-12-01',
      // Wednesday, Thursday, Friday: Regulation Z business days.
      RIGHT_TO_CANCEL: '2026-12-04',
      FUNDING: '2026-12-07',
    });
    expect(forecast?.fundingOn).toBe('2026-12-07');
    expect(forecast?.funded).toBe(false);
    expect(forecast?.steps.every((s) => !s.done)).toBe(true);
  });

  it('a deed signed the Wednesday before Thanksgiving: the right to cancel counts Friday and Saturday, skips the holiday and Sunday', () => {
    // Wednesday 11/25/2026, 6:00 pm Central.
    const since = new Date('2026-11-26T00:00:00Z');
    const forecast = forecastFunding(input({ checklistStatus: 'DEED_SIGNING', statusSince: since, now: since }));
    expect(datesOf(forecast)).toMatchObject({
      NOTARY: '2026-11-25',
      RIGHT_TO_CANCEL: '2026-11-30',
      FUNDING: '2026-12-01',
    });
    expect(forecast?.steps.find((s) => s.step === 'DOCUMENTS')?.done).toBe(true);
    expect(forecast?.steps.find((s) => s.step === 'NOTARY')?.done).toBe(false);
  });

  it('a broker valuation ordered on a Friday evening lasts five business days; the right to cancel skips the Sunday', () => {
    // Friday 12/4/2026, 7:00 pm Pacific.
    const since = new Date('2026-12-05T03:00:00Z');
    const forecast = forecastFunding(
      input({ checklistStatus: 'NAV_BPO_PROCESSING', statusSince: since, now: since, timeZone: LOS_ANGELES }),
    );
    expect(datesOf(forecast)).toEqual({
      APPLICATION: '2026-12-11',
      DOCUMENTS: '2026-12-11',
      NOTARY: '2026-12-11',
      // Saturday, Monday, Tuesday.
      RIGHT_TO_CANCEL: '2026-12-15',
      FUNDING: '2026-12-16',
    });
  });

  it('an attorney review and an in-person notary each take a business day', () => {
    const forecast = forecastFunding(
      input({
        checklistStatus: 'NOTE_SIGNING',
        notary: { attorneyReview: true, waitingPeriodBusinessDays: 0, inPerson: true },
      }),
    );
    // Monday: documents; Tuesday: the attorney; Wednesday: the notary; Thursday to Saturday: the right to cancel.
    expect(datesOf(forecast)).toMatchObject({ DOCUMENTS: '2026-11-30', NOTARY: '2026-12-02', FUNDING: '2026-12-07' });
  });

  it('a second home has no right to cancel: the funds go the business day after the signing', () => {
    const forecast = forecastFunding(input({ checklistStatus: 'OFFER_SELECTION', rightToCancel: false }));
    expect(datesOf(forecast)).toEqual({
      APPLICATION: '2026-11-30',
      DOCUMENTS: '2026-11-30',
      NOTARY: '2026-11-30',
      FUNDING: '2026-12-01',
    });
  });

  it('moves on as each step completes: during the right to cancel the dates of the signing and its end are the recorded ones', () => {
    const signed = new Date('2026-12-01T20:00:00Z');
    const endsAt = new Date('2026-12-05T06:00:00Z'); // midnight Central at the end of Friday 12/4
    const forecast = forecastFunding(
      input({
        checklistStatus: 'RESCISSION',
        statusSince: signed,
        now: new Date('2026-12-03T15:00:00Z'),
        deedSignedAt: signed,
        rescissionEndsAt: endsAt,
      }),
    );
    expect(datesOf(forecast)).toMatchObject({
      NOTARY: '2026-12-01',
      RIGHT_TO_CANCEL: '2026-12-04',
      FUNDING: '2026-12-07',
    });
    expect(forecast?.steps.filter((s) => s.done).map((s) => s.step)).toEqual(['APPLICATION', 'DOCUMENTS', 'NOTARY']);
  });

  it('a wait longer than usual never puts the funding before today', () => {
    const since = new Date('2026-11-30T16:00:00Z');
    const now = new Date('2026-12-10T16:00:00Z'); // eight business days into a five-day valuation
    const forecast = forecastFunding(input({ checklistStatus: 'NAV_BPO_PROCESSING', statusSince: since, now }));
    expect(forecast?.steps[0]?.on).toBe('2026-12-10');
    // Signed Thursday; Friday, Saturday and Monday to cancel; funded Tuesday.
    expect(forecast?.fundingOn).toBe('2026-12-15');
  });

  it('a funded line answers the day the funds were sent', () => {
    const funded = new Date('2026-12-07T15:00:00Z');
    const forecast = forecastFunding(
      input({ checklistStatus: 'COMPLETE', statusSince: funded, now: funded, fundedAt: funded }),
    );
    expect(forecast?.fundingOn).toBe('2026-12-07');
    expect(forecast?.funded).toBe(true);
    expect(forecast?.steps.every((s) => s.done)).toBe(true);
  });

  it('a declined or cancelled application expects no funding', () => {
    expect(forecastFunding(input({ checklistStatus: 'DECLINED' }))).toBeNull();
    expect(forecastFunding(input({ checklistStatus: 'CANCELLED' }))).toBeNull();
  });
});

describe('the promise of funding in 5 days', () => {
  it('counts business days after the day of applying, on the property calendar', () => {
    expect(businessDaysBetween('2026-11-30', '2026-12-07')).toBe(5);
    // Thanksgiving and the weekend do not count.
    expect(businessDaysBetween('2026-11-25', '2026-12-01')).toBe(3);
    expect(businessDaysBetween('2026-12-07', '2026-12-07')).toBe(0);
  });

  it('is kept at 5 business days and broken at 6', () => {
    // Monday 11/30/2026, 8 pm Central is already Tuesday in UTC: the property's calendar decides.
    const applied = new Date('2026-12-01T02:00:00Z');
    expect(fundingPromiseOf(applied, '2026-12-07', CHICAGO)).toEqual({ businessDays: 5, took: 5, kept: true });
    expect(fundingPromiseOf(applied, '2026-12-08', CHICAGO)).toEqual({ businessDays: 5, took: 6, kept: false });
  });
});

describe('usual waits', () => {
  it('documents being prepared are longer than usual after 5 minutes', () => {
    const wait = usualWaitOf('GEN_CLOSING_DISCLOSURE')!;
    const since = new Date('2026-11-30T16:00:00Z');
    expect(isLongerThanUsual(wait, since, new Date(since.getTime() + 4 * 60_000), CHICAGO)).toBe(false);
    expect(isLongerThanUsual(wait, since, new Date(since.getTime() + 5 * 60_000), CHICAGO)).toBe(true);
  });

  it("a broker's value ordered on a Friday evening is longer than usual from 5 pm on the fifth business day", () => {
    const wait = usualWaitOf('NAV_BPO_PROCESSING')!;
    expect(englishOf(wait.text)).toBe('2 to 5 business days');
    const since = new Date('2026-12-05T03:00:00Z'); // Friday 12/4, 7 pm Pacific
    expect(longerThanUsualFrom(wait, since, LOS_ANGELES).toISOString()).toBe('2026-12-12T01:00:00.000Z');
  });

  it('a payoff letter is longer than usual after 5 pm on the third business day, a holiday not counted', () => {
    const wait = usualWaitOf('PAYOFF_REQUEST_PENDING')!;
    expect(englishOf(wait.text)).toBe('1 to 3 business days');
    const since = new Date('2026-11-25T16:00:00Z'); // Wednesday before Thanksgiving, 10 am Central
    // Friday 27, Monday 30, Tuesday 1 December.
    expect(longerThanUsualFrom(wait, since, CHICAGO).toISOString()).toBe('2026-12-01T23:00:00.000Z');
  });

  it("the bank's transfer started on a Saturday is due by the close of Monday", () => {
    const wait = usualWaitOf('FUNDING_DECISION')!;
    const since = new Date('2026-12-05T15:00:00Z'); // Saturday 9 am Central
    expect(longerThanUsualFrom(wait, since, CHICAGO).toISOString()).toBe('2026-12-07T23:00:00.000Z');
  });

  it('a step that waits on the borrower has no usual wait', () => {
    expect(usualWaitOf('OFFER_SELECTION')).toBeNull();
  });
});
