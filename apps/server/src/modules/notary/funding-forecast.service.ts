import { calendarDateIn, forecastFunding, FUNDING_STEP_LABELS, fundingPromiseOf, type Language } from '@heloc/domain';
import type { FundingForecastAnswer } from '@heloc/domain/contracts';
import { textIn } from '../../platform/i18n/format-message';
import { propertyTimeZoneOf } from '../../workflow';
import type { ServiceContext } from '../service-context';
import { loadParticipation } from './notary-access';
import type { Participation } from '../../platform/auth/access';

/*
 * The progress panel's expected funding date and the complete screen's promise (docs/product/application-area.md
 * §2.6): the domain's forecast over the application's status, the dates it already has and the state's notary rule,
 * on the property's calendar (docs/decisions.md "Business days"), its steps named in the reader's language (docs/i18n.md).
 * Read-only: every participant may ask.
 */
export const getFundingForecast = async (
  ctx: ServiceContext,
  caller: Participation,
  language: Language = 'en',
): Promise<FundingForecastAnswer> => {
  const { row } = await loadParticipation(ctx, caller);
  const timeZone = propertyTimeZoneOf(row);
  const rule = ctx.workflow.providers.notary.ruleFor({ state: row.property_state ?? '', zip: row.property_zip ?? '' });
  const forecast = forecastFunding({
    checklistStatus: row.checklist_status,
    statusSince: row.status_changed_at,
    now: ctx.now(),
    timeZone,
    notary: {
      attorneyReview: rule.attorneyReview,
      waitingPeriodBusinessDays: rule.waitingPeriodBusinessDays,
      inPerson: rule.mode === 'IN_PERSON' || row.manual_notary,
    },
    // The engine gives a right to cancel to a primary residence only (workflow/steps/rescission-funding.ts).
    rightToCancel: row.occupancy_type === 'HOME',
    deedSignedAt: row.deed_signed_at,
    rescissionEndsAt: row.rescission_ends_at,
    fundedAt: row.funded_at,
  });
  return {
    timeZone,
    appliedOn: calendarDateIn(row.created_at, timeZone),
    forecast: forecast && {
      fundingOn: forecast.fundingOn,
      funded: forecast.funded,
      steps: forecast.steps.map((s) => ({ ...s, label: textIn(language, FUNDING_STEP_LABELS[s.step]) })),
    },
    promise: forecast && fundingPromiseOf(row.created_at, forecast.fundingOn, timeZone),
  };
};
