import type { Message } from './message';
import { isMessage } from './message';
import type { SpanishCatalogue } from './spanish-catalogue';
import * as chatAlerts from '../chat/alerts';
import chatAlertsEs from '../chat/alerts.es';
import * as closingFundingForecast from '../closing/funding-forecast';
import closingFundingForecastEs from '../closing/funding-forecast.es';
import * as closingLineDraws from '../closing/line-draws';
import closingLineDrawsEs from '../closing/line-draws.es';
import * as closingNotary from '../closing/notary';
import closingNotaryEs from '../closing/notary.es';
import * as conditionsConditionStates from '../conditions/condition-states';
import conditionsConditionStatesEs from '../conditions/condition-states.es';
import * as enumsApplicationDetails from '../enums/application-details';
import enumsApplicationDetailsEs from '../enums/application-details.es';
import * as enumsDocuments from '../enums/documents';
import enumsDocumentsEs from '../enums/documents.es';
import * as enumsHmda from '../enums/hmda';
import enumsHmdaEs from '../enums/hmda.es';
import * as enumsIncomeVerification from '../enums/income-verification';
import enumsIncomeVerificationEs from '../enums/income-verification.es';
import * as enumsLoan from '../enums/loan';
import enumsLoanEs from '../enums/loan.es';
import * as enumsPerson from '../enums/person';
import enumsPersonEs from '../enums/person.es';
import * as helpersErrors from '../helpers/errors';
import helpersErrorsEs from '../helpers/errors.es';
import * as helpersLeaveSurvey from '../helpers/leave-survey';
import helpersLeaveSurveyEs from '../helpers/leave-survey.es';
import * as notificationsNotificationMenu from '../notifications/notification-menu';
import notificationsNotificationMenuEs from '../notifications/notification-menu.es';
import * as notificationsNotificationMessages from '../notifications/notification-messages';
import notificationsNotificationMessagesEs from '../notifications/notification-messages.es';
import * as orgPlatformLinks from '../org/platform-links';
import orgPlatformLinksEs from '../org/platform-links.es';
import * as orgPartnerSuspended from '../org/partner-suspended';
import orgPartnerSuspendedEs from '../org/partner-suspended.es';
import * as progressApplicationProgress from '../progress/application-progress';
import progressApplicationProgressEs from '../progress/application-progress.es';
import * as signersSigners from '../signers';
import signersSignersEs from '../signers/signers.es';
import * as signingSigning from '../signing';
import signingSigningEs from '../signing/signing.es';
import * as statusUsualWaits from '../status/usual-waits';
import statusUsualWaitsEs from '../status/usual-waits.es';
import * as underwritingAdverseAction from '../underwriting/adverse-action';
import underwritingAdverseActionEs from '../underwriting/adverse-action.es';
import * as validationLimits from '../validation/limits';
import validationLimitsEs from '../validation/limits.es';
import * as validationMessages from '../validation/messages';
import validationMessagesEs from '../validation/messages.es';
import * as validationPassword from '../validation/password';
import validationPasswordEs from '../validation/password.es';
import * as valuationAssets from '../valuation/assets';
import valuationAssetsEs from '../valuation/assets.es';
import * as valuationValuation from '../valuation/valuation';
import valuationValuationEs from '../valuation/valuation.es';

/*
 * Every message the domain writes for a person to read, and their Spanish (docs/i18n.md): a module that defines
 * messages, beside its catalogue `<module>.es.ts`. Not part of the domain's index: the server imports it, the web
 * loads it with the Spanish (or the pseudo-locale) only, so an English reader never downloads it.
 */
const MODULES: ReadonlyArray<readonly [Record<string, unknown>, SpanishCatalogue]> = [
  [chatAlerts, chatAlertsEs],
  [closingFundingForecast, closingFundingForecastEs],
  [closingLineDraws, closingLineDrawsEs],
  [closingNotary, closingNotaryEs],
  [conditionsConditionStates, conditionsConditionStatesEs],
  [enumsApplicationDetails, enumsApplicationDetailsEs],
  [enumsDocuments, enumsDocumentsEs],
  [enumsHmda, enumsHmdaEs],
  [enumsIncomeVerification, enumsIncomeVerificationEs],
  [enumsLoan, enumsLoanEs],
  [enumsPerson, enumsPersonEs],
  [helpersErrors, helpersErrorsEs],
  [helpersLeaveSurvey, helpersLeaveSurveyEs],
  [notificationsNotificationMenu, notificationsNotificationMenuEs],
  [notificationsNotificationMessages, notificationsNotificationMessagesEs],
  [orgPlatformLinks, orgPlatformLinksEs],
  [orgPartnerSuspended, orgPartnerSuspendedEs],
  [progressApplicationProgress, progressApplicationProgressEs],
  [signersSigners, signersSignersEs],
  [signingSigning, signingSigningEs],
  [statusUsualWaits, statusUsualWaitsEs],
  [underwritingAdverseAction, underwritingAdverseActionEs],
  [validationLimits, validationLimitsEs],
  [validationMessages, validationMessagesEs],
  [validationPassword, validationPasswordEs],
  [valuationAssets, valuationAssetsEs],
  [valuationValuation, valuationValuationEs],
];

const messagesIn = (value: unknown, into: Map<string, Message>, depth = 0): void => {
  if (depth > 3 || typeof value !== 'object' || value === null) return;
  if (isMessage(value)) {
    into.set(value.id, value);
    return;
  }
  for (const inner of Object.values(value)) messagesIn(inner, into, depth + 1);
};

let messages: ReadonlyMap<string, Message> | undefined;

/** Every message of the domain, by id (a message made from values under its template). */
export const domainMessages = (): ReadonlyMap<string, Message> => {
  if (!messages) {
    const found = new Map<string, Message>();
    for (const [module] of MODULES) messagesIn(module, found);
    messages = found;
  }
  return messages;
};

/** The Spanish of every message of the domain, by id. */
export const DOMAIN_SPANISH: SpanishCatalogue = Object.assign({}, ...MODULES.map(([, spanish]) => spanish));
