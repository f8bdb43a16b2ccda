import { labelMessages, message, type Message } from '../i18n/message';
// The demographic questions of Regulation C (HMDA) as the Uniform Residential Loan Application's demographic
// section asks them (start/hmda). Codes are ours; labels and free-text prompts are the form's words.
// Each group lists its choices in the form's order; a sub-choice follows its parent (see the *_PARENTS tables).

/** The answer every group offers; it excludes every other choice of its group. */
export const HMDA_NOT_PROVIDED = 'NOT_PROVIDED';
export const HMDA_NOT_PROVIDED_LABEL = message('domain.hmda.notProvided', 'I do not wish to provide this information');

export const HMDA_ETHNICITIES = [
  'HISPANIC_OR_LATINO',
  'MEXICAN',
  'PUERTO_RICAN',
  'CUBAN',
  'OTHER_HISPANIC_OR_LATINO',
  'NOT_HISPANIC_OR_LATINO',
  HMDA_NOT_PROVIDED,
] as const;
export type HmdaEthnicity = (typeof HMDA_ETHNICITIES)[number];

export const HMDA_RACES = [
  'AMERICAN_INDIAN_OR_ALASKA_NATIVE',
  'ASIAN',
  'ASIAN_INDIAN',
  'CHINESE',
  'FILIPINO',
  'JAPANESE',
  'KOREAN',
  'VIETNAMESE',
  'OTHER_ASIAN',
  'BLACK_OR_AFRICAN_AMERICAN',
  'NATIVE_HAWAIIAN_OR_OTHER_PACIFIC_ISLANDER',
  'NATIVE_HAWAIIAN',
  'GUAMANIAN_OR_CHAMORRO',
  'SAMOAN',
  'OTHER_PACIFIC_ISLANDER',
  'WHITE',
  HMDA_NOT_PROVIDED,
] as const;
export type HmdaRace = (typeof HMDA_RACES)[number];

export const HMDA_SEXES = ['FEMALE', 'MALE', HMDA_NOT_PROVIDED] as const;
export type HmdaSex = (typeof HMDA_SEXES)[number];

export const HMDA_ETHNICITY_LABELS = labelMessages<HmdaEthnicity>('domain.hmda.ethnicity', {
  HISPANIC_OR_LATINO: 'Hispanic or Latino',
  MEXICAN: 'Mexican',
  PUERTO_RICAN: 'Puerto Rican',
  CUBAN: 'Cuban',
  OTHER_HISPANIC_OR_LATINO: 'Other Hispanic or Latino',
  NOT_HISPANIC_OR_LATINO: 'Not Hispanic or Latino',
  NOT_PROVIDED: HMDA_NOT_PROVIDED_LABEL,
});

export const HMDA_RACE_LABELS = labelMessages<HmdaRace>('domain.hmda.race', {
  AMERICAN_INDIAN_OR_ALASKA_NATIVE: 'American Indian or Alaska Native',
  ASIAN: 'Asian',
  ASIAN_INDIAN: 'Asian Indian',
  CHINESE: 'Chinese',
  FILIPINO: 'Filipino',
  JAPANESE: 'Japanese',
  KOREAN: 'Korean',
  VIETNAMESE: 'Vietnamese',
  OTHER_ASIAN: 'Other Asian',
  BLACK_OR_AFRICAN_AMERICAN: 'Black or African American',
  NATIVE_HAWAIIAN_OR_OTHER_PACIFIC_ISLANDER: 'Native Hawaiian or Other Pacific Islander',
  NATIVE_HAWAIIAN: 'Native Hawaiian',
  GUAMANIAN_OR_CHAMORRO: 'Guamanian or Chamorro',
  SAMOAN: 'Samoan',
  OTHER_PACIFIC_ISLANDER: 'Other Pacific Islander',
  WHITE: 'White',
  NOT_PROVIDED: HMDA_NOT_PROVIDED_LABEL,
});

export const HMDA_SEX_LABELS = labelMessages<HmdaSex>('domain.hmda.sex', {
  FEMALE: 'Female',
  MALE: 'Male',
  NOT_PROVIDED: HMDA_NOT_PROVIDED_LABEL,
});

/** The sub-choices of a choice (shown indented under it). A sub-choice may be given without its parent. */
export const HMDA_ETHNICITY_PARENTS: Partial<Record<HmdaEthnicity, HmdaEthnicity>> = {
  MEXICAN: 'HISPANIC_OR_LATINO',
  PUERTO_RICAN: 'HISPANIC_OR_LATINO',
  CUBAN: 'HISPANIC_OR_LATINO',
  OTHER_HISPANIC_OR_LATINO: 'HISPANIC_OR_LATINO',
};
export const HMDA_RACE_PARENTS: Partial<Record<HmdaRace, HmdaRace>> = {
  ASIAN_INDIAN: 'ASIAN',
  CHINESE: 'ASIAN',
  FILIPINO: 'ASIAN',
  JAPANESE: 'ASIAN',
  KOREAN: 'ASIAN',
  VIETNAMESE: 'ASIAN',
  OTHER_ASIAN: 'ASIAN',
  NATIVE_HAWAIIAN: 'NATIVE_HAWAIIAN_OR_OTHER_PACIFIC_ISLANDER',
  GUAMANIAN_OR_CHAMORRO: 'NATIVE_HAWAIIAN_OR_OTHER_PACIFIC_ISLANDER',
  SAMOAN: 'NATIVE_HAWAIIAN_OR_OTHER_PACIFIC_ISLANDER',
  OTHER_PACIFIC_ISLANDER: 'NATIVE_HAWAIIAN_OR_OTHER_PACIFIC_ISLANDER',
};

/** The choices that carry a free-text answer, each with the form's prompt and examples. */
export const HMDA_ETHNICITY_FREE_TEXT_CODES = ['OTHER_HISPANIC_OR_LATINO'] as const;
export const HMDA_RACE_FREE_TEXT_CODES = [
  'AMERICAN_INDIAN_OR_ALASKA_NATIVE',
  'OTHER_ASIAN',
  'OTHER_PACIFIC_ISLANDER',
] as const;
export type HmdaFreeTextCode =
  (typeof HMDA_ETHNICITY_FREE_TEXT_CODES)[number] | (typeof HMDA_RACE_FREE_TEXT_CODES)[number];

const ENTER_RACE = message('domain.hmda.freeText.enterRace', 'Enter race');
export const HMDA_FREE_TEXT_PROMPTS: Record<HmdaFreeTextCode, { prompt: Message; examples: Message | null }> = {
  OTHER_HISPANIC_OR_LATINO: {
    prompt: message('domain.hmda.freeText.enterOrigin', 'Enter origin'),
    examples: message(
      'domain.hmda.freeText.originExamples',
      'Examples: Argentinean, Colombian, Dominican, Nicaraguan, Salvadoran, Spaniard, and so on.',
    ),
  },
  AMERICAN_INDIAN_OR_ALASKA_NATIVE: {
    prompt: message('domain.hmda.freeText.enterTribe', 'Enter name of enrolled or principal tribe'),
    examples: null,
  },
  OTHER_ASIAN: {
    prompt: ENTER_RACE,
    examples: message(
      'domain.hmda.freeText.asianExamples',
      'Examples: Hmong, Laotian, Thai, Pakistani, Cambodian, and so on.',
    ),
  },
  OTHER_PACIFIC_ISLANDER: {
    prompt: ENTER_RACE,
    examples: message('domain.hmda.freeText.pacificIslanderExamples', 'Examples: Fijian, Tongan, and so on.'),
  },
};

/** HMDA's filing format keeps at most 100 characters of each free-text answer. */
export const HMDA_FREE_TEXT_MAX_LENGTH = 100;

export const HMDA_GROUP_LABELS = labelMessages('domain.hmda.group', {
  ethnicity: 'Ethnicity',
  race: 'Race',
  sex: 'Sex',
});
/** Ethnicity and race allow several choices; so does sex (HMDA reports "selected both"). */
export const HMDA_MULTI_CHOICE_HINT = message('domain.hmda.multiChoiceHint', 'Check one or more');

/** The demographic section's explanation, shown above the questions. */
export const HMDA_INTRO = message(
  'domain.hmda.intro',
  'The purpose of collecting this information is to help ensure that all applicants are treated fairly and that the ' +
    'housing needs of communities and neighborhoods are being fulfilled. For residential mortgage lending, Federal law ' +
    'requires that we ask applicants for their demographic information (ethnicity, sex, and race) in order to monitor ' +
    'our compliance with equal credit opportunity, fair housing, and home mortgage disclosure laws. You are not ' +
    'required to provide this information, but are encouraged to do so. You may select one or more designations for ' +
    '"Ethnicity" and one or more designations for "Race." The law provides that we may not discriminate on the basis ' +
    'of this information, or on whether you choose to provide it. However, if you choose not to provide the ' +
    'information and you have made this application in person, Federal regulations require us to note your ' +
    'ethnicity, sex, and race on the basis of visual observation or surname. The law also provides that we may not ' +
    'discriminate on the basis of age or marital status information you provide in this application. If you do not ' +
    'wish to provide some or all of this information, please check below.',
);
