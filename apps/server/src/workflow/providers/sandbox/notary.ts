import { createHash } from 'node:crypto';
import { addBusinessDays, calendarDateIn, instantAtLocalTime, LOAN_FACTS, timeZoneOfProperty } from '@heloc/domain';
import type { InPersonSlot, KnowledgeQuestionWithAnswer, NotaryProvider, NotaryRule } from '../notary';

/*
 * The sandbox notary (docs/sandbox.md "Notary"). Its table says, by state and by county, whether a deed may
 * be notarised online (remote online notarisation, RON) or needs a notary in person, whether a closing attorney reviews
 * the file first and whether the state makes the borrower wait before signing. The county is read from the first
 * three digits of the property's zip (the table names the counties it knows; elsewhere the state's rule applies).
 * The rules are the sandbox's, shaped like real ones; they are not legal advice.
 */

interface CountyRule {
  county: string;
  zip3: readonly string[];
  remote: boolean;
}

interface StateRule {
  remote: boolean;
  attorneyReview?: boolean;
  waitingPeriodBusinessDays?: number;
  note?: string;
  counties?: readonly CountyRule[];
}

export const NOTARY_STATE_TABLE: Readonly<Record<string, StateRule>> = {
  TX: {
    remote: true,
    // Tex. Const. art. XVI §50(a)(6)(M)(ii): the final itemised fees at least one business day before closing.
    waitingPeriodBusinessDays: 1,
    note: 'Texas asks for one business day between your final disclosure and the signing.',
    counties: [
      { county: 'Harris County', zip3: ['770', '771', '772', '773', '774', '775'], remote: false },
      { county: 'Travis County', zip3: ['786', '787'], remote: true },
    ],
  },
  NY: {
    remote: true,
    counties: [
      { county: 'Kings County', zip3: ['112'], remote: false },
      { county: 'New York County', zip3: ['100', '101', '102'], remote: true },
    ],
  },
  IA: { remote: false },
  GA: { remote: true, attorneyReview: true, note: 'Georgia asks a closing attorney to review your file first.' },
  MA: { remote: true, attorneyReview: true, note: 'Massachusetts asks a closing attorney to review your file first.' },
  SC: {
    remote: false,
    attorneyReview: true,
    note: 'South Carolina asks a closing attorney to review your file and to attend the signing.',
  },
};

const STATE_NAMES: Readonly<Record<string, string>> = {
  TX: 'Texas',
  NY: 'New York',
  IA: 'Iowa',
  GA: 'Georgia',
  MA: 'Massachusetts',
  SC: 'South Carolina',
};

const fee = `$${LOAN_FACTS.manualNotaryFeeDollars}`;

export const notaryRuleFor = ({ state, zip }: { state: string; zip: string }): NotaryRule => {
  const rule = NOTARY_STATE_TABLE[state.toUpperCase()];
  if (!rule) {
    return {
      mode: 'REMOTE',
      county: null,
      reason: 'You can sign your closing documents online with a remote notary.',
      attorneyReview: false,
      waitingPeriodBusinessDays: 0,
    };
  }
  const county = rule.counties?.find((c) => c.zip3.includes(zip.slice(0, 3))) ?? null;
  const remote = county ? county.remote : rule.remote;
  const where = county ? `${county.county}, ${state}` : (STATE_NAMES[state] ?? state);
  const reason = remote
    ? `You can sign your closing documents online with a remote notary.${rule.note ? ` ${rule.note}` : ''}`
    : `${where} needs an in-person notary for the deed: you book a time and place, and the notary's ${fee} fee applies.${rule.note ? ` ${rule.note}` : ''}`;
  return {
    mode: remote ? 'REMOTE' : 'IN_PERSON',
    county: county?.county ?? null,
    reason,
    attorneyReview: rule.attorneyReview ?? false,
    waitingPeriodBusinessDays: rule.waitingPeriodBusinessDays ?? 0,
  };
};

const digest = (text: string): number => createHash('sha256').update(text).digest().readUInt32BE(0);

/** The choices in an order fixed by the seed, so a reload shows the same question the same way. */
const shuffled = <T>(items: T[], seed: string): T[] =>
  items
    .map((item, index) => ({ item, key: digest(`${seed}:${index}`) }))
    .sort((a, b) => a.key - b.key)
    .map((entry) => entry.item);

const question = (id: string, text: string, answer: string, decoys: string[], seed: string) => {
  const choices = shuffled([answer, ...decoys.filter((d) => d !== answer).slice(0, 3)], `${seed}:${id}`).map(
    (choice, index) => ({ id: `${id}-${index + 1}`, text: choice }),
  );
  return { id, text, choices, answerId: choices.find((c) => c.text === answer)!.id } as KnowledgeQuestionWithAnswer;
};

const NOTARIES = ['Jordan Ellis', 'Avery Morgan', 'Riley Chen', 'Casey Brooks'];

const HOUR_MS = 3_600_000;

export const sandboxNotary: NotaryProvider = {
  ruleFor: notaryRuleFor,

  async assignNotary(signer, property) {
    const name = NOTARIES[digest(signer.applicationUuid) % NOTARIES.length]!;
    return {
      name,
      commission: `Sandbox commission ${property.state}-${String(digest(name) % 1_000_000).padStart(6, '0')}`,
    };
  },

  // Any ID passes except one whose number ends in 0000 (the tester's way to see a refused ID).
  async checkId(_signer, { documentLast4 }) {
    return documentLast4 === '0000'
      ? { verified: false, message: 'The notary could not read that ID. Hold it closer to the camera and try again.' }
      : { verified: true, message: null };
  },

  async knowledgeQuestions(signer, property) {
    const seed = `${signer.applicationUuid}:${signer.lastName}`;
    const street = property.street1;
    const n = digest(seed) % 800;
    return [
      question(
        'street',
        'Which of these addresses have you been associated with?',
        street,
        [`${n + 101} Cedar Ln`, `${n + 211} Lakeview Dr`, `${n + 37} Orchard Ct`],
        seed,
      ),
      question(
        'zip',
        'Which of these ZIP codes belongs to a property you own?',
        property.zip,
        [
          String((Number(property.zip) + 137) % 100000).padStart(5, '0'),
          String((Number(property.zip) + 4211) % 100000).padStart(5, '0'),
          String((Number(property.zip) + 8093) % 100000).padStart(5, '0'),
        ],
        seed,
      ),
      question(
        'city',
        'In which city is the home you are borrowing against?',
        property.city,
        ['Springfield', 'Riverside', 'Fairview', 'Georgetown'],
        seed,
      ),
    ];
  },

  // Three appointments a business day (9:00, 13:00 and 16:00 on the property's clocks) at two places near it.
  async inPersonSlots(property, from, days) {
    const places = [
      { key: 'title', name: `Sandbox Title, ${property.city} office`, street1: '200 Congress Ave' },
      { key: 'library', name: `${property.city} Central Library, notary desk`, street1: '710 W Cesar Chavez St' },
    ];
    const slots: InPersonSlot[] = [];
    const timeZone = timeZoneOfProperty(property);
    const today = calendarDateIn(from, timeZone);
    for (let i = 1; i <= days; i += 1) {
      const day = addBusinessDays(today, i, 'GENERAL');
      for (const hour of [9, 13, 16]) {
        const startsAt = instantAtLocalTime(day, hour, 0, timeZone).toISOString();
        for (const place of places) {
          slots.push({
            slotId: `${place.key}_${startsAt}`,
            startsAt,
            notaryName: NOTARIES[digest(`${place.key}${day}${hour}`) % NOTARIES.length]!,
            place: {
              name: place.name,
              street1: place.street1,
              city: property.city,
              state: property.state,
              zip: property.zip,
            },
          });
        }
      }
    }
    return slots.filter((slot) => Date.parse(slot.startsAt) > from.getTime() + HOUR_MS);
  },

  // The sandbox notary always attends: the deed is signed at the appointment.
  async appointmentOutcome() {
    return 'SIGNED';
  },
};
