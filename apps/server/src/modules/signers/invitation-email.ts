/** The signer area's resume screen (docs/product/application-area.md §2.2, web: lib/public-paths.ts SIGNER_BASE_PATH + '/resume'). */
export const SIGNER_RESUME_PATH = '/account/heloc/heloc-signer/resume';

import type { Language } from '@heloc/domain';

/*
 * The invitation's words per language (docs/i18n.md): English as it always read, and Spanish. One entry per key in
 * each, so a missing translation fails the type check. `{name}` marks a value put in.
 */
type InvitationTextKey =
  'greetingNamed' | 'greeting' | 'subject' | 'intro' | 'linkLead' | 'expiry' | 'ignore' | 'applicantFallback';

const INVITATION_TEXTS: Readonly<Record<Language, Readonly<Record<InvitationTextKey, string>>>> = {
  en: {
    greetingNamed: 'Hello {signer},',
    greeting: 'Hello,',
    subject: '{applicant} asked you to sign closing documents with {company}',
    intro:
      '{applicant} is closing a home equity line of credit with {company} on a home you own or have rights in. ' +
      'Before the line can close, you need to review and sign some of the closing documents.',
    linkLead: 'Create your signer account and sign here:',
    expiry:
      'This link works once and expires in {hours} hours. If it has expired, ask {applicant} to send you a new invitation.',
    ignore: 'If you were not expecting this e-mail, you can ignore it.',
    applicantFallback: 'The applicant',
  },
  es: {
    greetingNamed: 'Hola, {signer}:',
    greeting: 'Hola:',
    subject: '{applicant} le pidió firmar documentos de cierre con {company}',
    intro:
      '{applicant} está cerrando una línea de crédito con garantía hipotecaria (HELOC) con {company} sobre una vivienda ' +
      'de la que usted es propietario o sobre la que tiene derechos. Antes de que la línea pueda cerrarse, usted debe ' +
      'revisar y firmar algunos de los documentos de cierre.',
    linkLead: 'Cree su cuenta de firmante y firme aquí:',
    expiry:
      'Este enlace funciona una sola vez y vence en {hours} horas. Si ya venció, pídale a {applicant} que le envíe ' +
      'una nueva invitación.',
    ignore: 'Si no esperaba este correo electrónico, puede ignorarlo.',
    applicantFallback: 'El solicitante',
  },
};

/** The applicant's name when the application has none yet, in `language`. */
export const applicantFallbackIn = (language: Language) => INVITATION_TEXTS[language].applicantFallback;

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
  const texts = INVITATION_TEXTS[input.language ?? 'en'];
  const values: Record<string, string> = {
    signer: input.signerFirstName ?? '',
    applicant: input.applicantFirstName,
    company: input.companyName,
    hours: String(input.expiresInHours),
  };
  const fill = (key: InvitationTextKey) =>
    texts[key].replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
  const greeting = input.signerFirstName ? fill('greetingNamed') : fill('greeting');
  const subject = fill('subject');
  const text = [
    greeting,
    '',
    fill('intro'),
    '',
    fill('linkLead'),
    link,
    '',
    fill('expiry'),
    '',
    fill('ignore'),
    '',
    input.companyName,
  ].join('\n');
  return { subject, text, link };
};
