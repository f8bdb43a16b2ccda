/** The signer area's resume screen (docs/product/application-area.md §2.2, web: lib/public-paths.ts SIGNER_BASE_PATH + '/resume'). */
export const SIGNER_RESUME_PATH = '/account/heloc/heloc-signer/resume';

import type { Language } from '@heloc/domain';
import { wordsOf } from '../../platform/i18n/catalogue';
import { invitationEmailMessages as m } from './invitation-email.messages';
import spanish from './invitation-email.messages.es';

// The invitation's words in the signer's language (docs/i18n.md).
const wordsIn = wordsOf(m, spanish);

/** The applicant's name when the application has none yet, in `language`. */
export const applicantFallbackIn = (language: Language) => wordsIn(language)(m.applicantFallback);

export interface InvitationEmailInput {
  /** Where the link points: the organisation's site (the request's own origin in the sandbox). */
  origin: string;
  companyName: string;
  signerFirstName: string | null;
  applicantFirstName: string;
  token: string;
  expiresInHours: number;
  /** The language of the e-mail; English when not given. */
  language?: Language;
}

/**
 * The invitation to sign (ours: the spec has no wording). The token travels in the URL fragment, which browsers never
 * send to a server, so it stays out of access logs and Referer headers; the resume screen posts it.
 */
export const invitationEmail = (input: InvitationEmailInput) => {
  const link = `${input.origin.replace(/\/+$/, '')}${SIGNER_RESUME_PATH}#token=${input.token}`;
  const say = wordsIn(input.language ?? 'en');
  const values = {
    signer: input.signerFirstName ?? '',
    applicant: input.applicantFirstName,
    company: input.companyName,
    hours: input.expiresInHours,
  };
  const greeting = input.signerFirstName ? say(m.greetingNamed, values) : say(m.greeting);
  const subject = say(m.subject, values);
  const text = [
    greeting,
    '',
    say(m.intro, values),
    '',
    say(m.linkLead, values),
    link,
    '',
    say(m.expiry, values),
    '',
    say(m.ignore, values),
    '',
    input.companyName,
  ].join('\n');
  return { subject, text, link };
};
