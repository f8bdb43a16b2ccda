import { describe, expect, it } from 'vitest';
import * as alerts from '../chat/alerts';
import { CHAT_FEEDBACK_REASONS } from '../chat/feedback';
import { LINE_DRAW_MESSAGES, MIN_ADDITIONAL_DRAW_DOLLARS } from '../closing/line-draws';
import { NOTARY_MESSAGES } from '../closing/notary';
import * as conditions from '../conditions/condition-states';
import { ESIGN_TRANSLATION_NOTE_TEXT } from '../enums/application-details';
import { HMDA_ETHNICITY_LABELS, HMDA_RACE_LABELS, HMDA_SEX_LABELS } from '../enums/hmda';
import * as errors from '../helpers/errors';
import * as leaveSurvey from '../helpers/leave-survey';
import { joinErrorMessages } from '../helpers/errors';
import * as notificationMenu from '../notifications/notification-menu';
import { conditionDocumentsMissingMessage } from '../conditions/condition-states';
import { SIGNING_MESSAGES } from '../signing';
import * as signers from '../signers';
import { USUAL_WAITS } from '../status/usual-waits';
import { tooLongMessage, tooManyMessage } from '../validation/limits';
import * as validation from '../validation/messages';
import { passwordRules } from '../validation/password';
import * as assets from '../valuation/assets';
import * as valuation from '../valuation/valuation';
import { localizeMessage, SPANISH_MESSAGES } from './spanish-messages';

/** Exported message constants nobody reads on a screen: wire codes, or texts only staff read (the console stays English). */
const NOT_READ_BY_BORROWERS = new Set([
  'UNAUTHENTICATED_MESSAGE',
  'INVALID_SIGNATURE_MESSAGE',
  'IDENTITY_EXISTS_MESSAGE',
  'JWT_MISSING_MESSAGE',
  'NO_PROFILE_UUID_MESSAGE',
  'CONDITION_REJECTION_REASON_REQUIRED_MESSAGE',
]);

/** Every exported string constant named *_MESSAGE or *_TEXT of a module. */
const messageConstantsOf = (module: Record<string, unknown>): Array<[string, string]> =>
  Object.entries(module).filter(
    (entry): entry is [string, string] =>
      /_(MESSAGE|TEXT)$/.test(entry[0]) && typeof entry[1] === 'string' && !NOT_READ_BY_BORROWERS.has(entry[0]),
  );

const modules = { validation, errors, leaveSurvey, alerts, conditions, signers, assets, valuation, notificationMenu };

describe('SPANISH_MESSAGES', () => {
  const constants = Object.entries(modules).flatMap(([module, exports]) =>
    messageConstantsOf(exports as Record<string, unknown>).map(([name, text]) => [`${module}.${name}`, text] as const),
  );

  it('lists the message constants of the modules', () => {
    expect(constants.length).toBeGreaterThan(100);
  });

  it.each(constants)('%s has its Spanish', (_name, english) => {
    expect(SPANISH_MESSAGES[english]).toBeTruthy();
  });

  it.each([
    ...Object.values(alerts.CHAT_ALERTS).map((alert) => alert.text),
    alerts.CHAT_ENDED_THANKS,
    ...CHAT_FEEDBACK_REASONS,
    ...Object.values(conditions.CONDITION_STATE_LABELS),
    ...Object.values(leaveSurvey.LEAVE_SURVEY_REASON_LABELS),
    ...Object.values(SIGNING_MESSAGES),
    ...Object.values(NOTARY_MESSAGES),
    ...(Object.values(LINE_DRAW_MESSAGES) as unknown[]).filter((m): m is string => typeof m === 'string'),
    ...Object.values(valuation.PROPERTY_CONDITION_LABELS),
    ...Object.values(HMDA_ETHNICITY_LABELS),
    ...Object.values(HMDA_RACE_LABELS),
    ...Object.values(HMDA_SEX_LABELS),
    ...new Set(Object.values(USUAL_WAITS).map((wait) => wait.text)),
    ...passwordRules.filter((rule) => rule.id !== 'length').map((rule) => rule.label),
    ESIGN_TRANSLATION_NOTE_TEXT,
  ])('"%s" has its Spanish', (english) => {
    expect(SPANISH_MESSAGES[english]).toBeTruthy();
  });

  it('has no empty or untranslated entry', () => {
    for (const [english, spanish] of Object.entries(SPANISH_MESSAGES)) {
      expect(spanish.trim(), english).not.toBe('');
    }
  });
});

describe('localizeMessage', () => {
  it('gives the Spanish of a domain message in Spanish, the English otherwise', () => {
    expect(localizeMessage(validation.REQUIRED_MESSAGE, 'es')).toBe('Obligatorio');
    expect(localizeMessage(validation.REQUIRED_MESSAGE, 'en')).toBe('Required');
    expect(localizeMessage('Something no one catalogued', 'es')).toBe('Something no one catalogued');
  });

  it('reads the messages built from a value', () => {
    expect(localizeMessage(tooLongMessage(100), 'es')).toBe('Use 100 caracteres o menos');
    expect(localizeMessage(tooManyMessage(20), 'es')).toBe('Envíe 20 elementos o menos');
    expect(localizeMessage(conditionDocumentsMissingMessage(1), 'es')).toBe('Suba 1 documento más antes de enviar');
    expect(localizeMessage(conditionDocumentsMissingMessage(3), 'es')).toBe('Suba 3 documentos más antes de enviar');
    expect(localizeMessage(passwordRules[0]!.label, 'es')).toMatch(/^Al menos \d+ caracteres$/);
    expect(localizeMessage(LINE_DRAW_MESSAGES.aboveAvailable(2500), 'es')).toBe('Puede retirar hasta $2,500.');
    expect(localizeMessage(validation.payoffOverDrawMessage('$5,000.00', '$1,000.00'), 'es')).toMatch(
      /^Los préstamos que eligió liquidar suman \$5,000.00, más que su retiro de \$1,000.00\./,
    );
    expect(localizeMessage(LINE_DRAW_MESSAGES.belowMinimum, 'es')).toContain(String(MIN_ADDITIONAL_DRAW_DOLLARS));
  });

  it('reads a list of errors the server joined when it knows every part', () => {
    const joined = joinErrorMessages([validation.ZIP_INVALID_MESSAGE, validation.CITY_INVALID_MESSAGE]);
    expect(localizeMessage(joined, 'es')).toBe('Ingrese un código postal válido, Ingrese un nombre de ciudad válido.');
    expect(localizeMessage(joinErrorMessages([errors.REQUEST_FAILED_MESSAGE]), 'es')).toBe(
      'La solicitud no se completó.',
    );
    expect(localizeMessage('Bad zip, Bad city.', 'es')).toBe('Bad zip, Bad city.');
  });
});
