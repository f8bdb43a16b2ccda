import { z } from 'zod';
import { maxItems } from './limits';
import {
  HMDA_ETHNICITIES,
  HMDA_FREE_TEXT_MAX_LENGTH,
  HMDA_NOT_PROVIDED,
  HMDA_RACES,
  HMDA_SEXES,
  type HmdaEthnicity,
  type HmdaRace,
  type HmdaSex,
} from '../enums';
import {
  HMDA_ETHNICITY_REQUIRED_MESSAGE,
  HMDA_NOT_PROVIDED_EXCLUSIVE_MESSAGE,
  HMDA_RACE_REQUIRED_MESSAGE,
  HMDA_SEX_REQUIRED_MESSAGE,
  TEXT_TOO_LONG_MESSAGE,
} from './messages';
import { lazySchema } from '../helpers/lazy-schema';
import { type Message } from '../i18n/message';

// Start/hmda: each group needs at least one choice, and 'I do not wish to provide this information'
// stands alone. Free text is optional (the form asks, HMDA reports the choice without it) and at most 100 characters.

const freeText = lazySchema(() => z.string().trim().max(HMDA_FREE_TEXT_MAX_LENGTH, TEXT_TOO_LONG_MESSAGE).optional());

const choices = <T extends string>(values: readonly [T, ...T[]], requiredMessage: Message) =>
  z
    .array(z.enum(values, requiredMessage), requiredMessage)
    .min(1, { ...requiredMessage, abort: true })
    .max(values.length, maxItems(values.length))
    .refine(
      (picked) => !picked.includes(HMDA_NOT_PROVIDED as T) || picked.length === 1,
      HMDA_NOT_PROVIDED_EXCLUSIVE_MESSAGE,
    );

export const hmdaEthnicitySchema = lazySchema(() =>
  z.object({
    choices: choices(HMDA_ETHNICITIES, HMDA_ETHNICITY_REQUIRED_MESSAGE),
    details: z.object({ OTHER_HISPANIC_OR_LATINO: freeText }).optional(),
  }),
);

export const hmdaRaceSchema = lazySchema(() =>
  z.object({
    choices: choices(HMDA_RACES, HMDA_RACE_REQUIRED_MESSAGE),
    details: z
      .object({ AMERICAN_INDIAN_OR_ALASKA_NATIVE: freeText, OTHER_ASIAN: freeText, OTHER_PACIFIC_ISLANDER: freeText })
      .optional(),
  }),
);

export const hmdaSexSchema = lazySchema(() => z.object({ choices: choices(HMDA_SEXES, HMDA_SEX_REQUIRED_MESSAGE) }));

/** The start/hmda form, and the body of its call. */
export const hmdaAnswersSchema = lazySchema(() =>
  z.object({
    ethnicity: hmdaEthnicitySchema,
    race: hmdaRaceSchema,
    sex: hmdaSexSchema,
  }),
);
export type HmdaAnswers = z.infer<typeof hmdaAnswersSchema>;

const unique = <T>(values: readonly T[]): T[] => [...new Set(values)];
const keepChosen = <K extends string>(
  details: Partial<Record<K, string | undefined>> | undefined,
  chosen: readonly string[],
): Partial<Record<K, string>> =>
  Object.fromEntries(
    Object.entries(details ?? {}).filter(
      (entry): entry is [K, string] => chosen.includes(entry[0]) && typeof entry[1] === 'string' && entry[1] !== '',
    ),
  ) as Partial<Record<K, string>>;

/**
 * The answers as they are stored: each choice once, and free text kept only for a choice that was made and only
 * when something was typed. Takes answers that passed hmdaAnswersSchema.
 */
export const normalizeHmdaAnswers = (answers: HmdaAnswers): HmdaAnswers => ({
  ethnicity: {
    choices: unique<HmdaEthnicity>(answers.ethnicity.choices),
    details: keepChosen(answers.ethnicity.details, answers.ethnicity.choices),
  },
  race: {
    choices: unique<HmdaRace>(answers.race.choices),
    details: keepChosen(answers.race.details, answers.race.choices),
  },
  sex: { choices: unique<HmdaSex>(answers.sex.choices) },
});
