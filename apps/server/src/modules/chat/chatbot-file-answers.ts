import {
  formatLongCalendarDate,
  formatMoney,
  formatPercent,
  getApplicationProgressSteps,
  type Language,
  monthlyPayment,
  USUAL_WAITS,
} from '@heloc/domain';
import { getApplication, getStatus } from '../application';
import { listConditions } from '../conditions';
import { getFundingForecast } from '../notary';
import { textIn } from '../../platform/i18n/format-message';
import type { ServiceContext } from '../service-context';
import type { ChatParticipant } from './chatbot-participant';
import { phraseIn } from './chatbot-phrases';
import { stageOf } from './chatbot-stage';

/*
 * The chatbot's answers from the signed-in person's own file (docs/product/chat.md §3), each read through the owning
 * module's front door with that person's identity, so the module's own check of who may read what holds: the funding
 * forecast (the date the progress panel shows, docs/product/application-area.md §2.6), the open conditions in the
 * lender's words to the borrower (never its internal notes), where the application stands, the chosen offer. What a
 * signer may not read (docs/product/privacy.md §2: the application's offers and funding date) is not read for them.
 */

export type FileTopic = 'funding' | 'conditions' | 'status' | 'offer';

const localeOf = (language: Language) => (language === 'es' ? 'es-US' : 'en-US');

/** How long the current wait usually lasts (packages/domain/src/status/usual-waits.ts), in the chatbot's words. */
const usualWaitIn = (wait: (typeof USUAL_WAITS)[string], language: Language): string => {
  const say = phraseIn(language);
  if (!wait) return '';
  if (wait.kind === 'MINUTES') return say(wait.minutes <= 1 ? 'waitUnderAMinute' : 'waitMinutes');
  return wait.businessDays === 0 ? say('waitUnderADay') : say('waitDays', { days: wait.businessDays });
};

const statusAnswer = async (ctx: ServiceContext, who: ChatParticipant, language: Language): Promise<string> => {
  const say = phraseIn(language);
  const status = await getStatus(ctx, who);
  const stage = stageOf(status);
  if (stage.kind === 'closed') return say('stageClosed');
  if (stage.kind === 'signed') return say('stageDone', { name: say('stageSigned') });
  if (stage.kind === 'funded') return say('stageDone', { name: say('stageFunded') });
  const wait = USUAL_WAITS[status.checklistStatus];
  const waiting = wait ? say('waitingOnUs', { wait: usualWaitIn(wait, language) }) : say('waitingOnYou');
  if (stage.kind === 'working') return waiting;
  const steps = getApplicationProgressSteps(status.manualNotary).map((step) => textIn(language, step));
  return `${say('stageAt', { step: stage.index + 1, steps: steps.length, name: steps[stage.index] ?? '' })} ${waiting}`;
};

const fundingAnswer = async (ctx: ServiceContext, who: ChatParticipant, language: Language): Promise<string> => {
  const say = phraseIn(language);
  if (who.role !== 'PRIMARY') return `${say('signerNoFunding')} ${await statusAnswer(ctx, who, language)}`;
  const { forecast } = await getFundingForecast(ctx, who, language);
  if (!forecast) return say('fundingClosed');
  const date = (isoDate: string) => formatLongCalendarDate(isoDate, localeOf(language));
  if (forecast.funded) return say('fundingSent', { date: date(forecast.fundingOn) });
  const next = forecast.steps.find((step) => !step.done);
  const expected = say('fundingExpected', { date: date(forecast.fundingOn) });
  return next ? `${expected} ${say('fundingNext', { step: next.label, date: date(next.on) })}` : expected;
};

const conditionsAnswer = async (ctx: ServiceContext, who: ChatParticipant, language: Language): Promise<string> => {
  const say = phraseIn(language);
  const conditions = await listConditions(ctx, who);
  const open = conditions.filter((c) => c.state === 'NEEDED' || c.state === 'REJECTED');
  const inReview = conditions.filter((c) => c.state === 'SUBMITTED' || c.state === 'IN_REVIEW');
  const reviewing = inReview.length > 0 ? say('conditionsInReview', { count: inReview.length }) : '';
  if (open.length === 0) return [say('conditionsNone'), reviewing].filter(Boolean).join(' ');
  const lines = open.map((c) => {
    const request = c.commentsToBorrower?.trim() || say('conditionNoComment');
    const rejected =
      c.state === 'REJECTED' && c.rejectionReason ? ` ${say('conditionRejected', { reason: c.rejectionReason })}` : '';
    return `- ${request}${rejected}`;
  });
  return [say('conditionsOpen', { count: open.length }), ...lines, say('conditionsAnswerThere'), reviewing]
    .filter(Boolean)
    .join('\n');
};

const offerAnswer = async (ctx: ServiceContext, who: ChatParticipant, language: Language): Promise<string> => {
  const say = phraseIn(language);
  if (who.role !== 'PRIMARY') return say('signerNoOffer');
  const application = await getApplication(ctx, who);
  const selected = application.selectedOffer;
  const offer = selected && application.offers.find((o) => o.type === selected.type && o.term === selected.term);
  if (!selected || !offer) return say('offerNone');
  // The rate the line is written at once autopay is chosen, as the progress panel shows it.
  const rate = selected.rate ?? offer.rate;
  const payment = monthlyPayment({
    amount: selected.drawAmount,
    originationFee: offer.originationFee,
    ...(application.ofeeMaxThreshold === null ? {} : { maxFeeDollars: application.ofeeMaxThreshold }),
    annualRate: rate,
    termYears: offer.term,
  });
  return say('offerFigures', {
    line: formatMoney(offer.max),
    draw: formatMoney(selected.drawAmount),
    type: say(offer.type === 'FIXED' ? 'fixed' : 'variable'),
    rate: formatPercent(rate, 2, localeOf(language)),
    term: offer.term,
    payment: formatMoney(payment, 2),
  });
};

const ANSWERS: Record<FileTopic, (ctx: ServiceContext, who: ChatParticipant, language: Language) => Promise<string>> = {
  funding: fundingAnswer,
  conditions: conditionsAnswer,
  status: statusAnswer,
  offer: offerAnswer,
};

/** The answer to a question about the file, in the person's language, ending with where it came from. */
export const answerFromFile = async (
  ctx: ServiceContext,
  who: ChatParticipant,
  topic: FileTopic,
  language: Language,
): Promise<string> => `${await ANSWERS[topic](ctx, who, language)}\n\n${phraseIn(language)('fromFile')}`;
