import { defineMessages } from '../../platform/i18n/catalogue';

/** The invitation to sign (ours: the spec has no wording), in the signer's language (docs/i18n.md). */
export const invitationEmailMessages = defineMessages({
  greetingNamed: { id: 'server.signers.invitationEmail.greetingNamed', defaultMessage: 'Hello {signer},' },
  greeting: { id: 'server.signers.invitationEmail.greeting', defaultMessage: 'Hello,' },
  subject: {
    id: 'server.signers.invitationEmail.subject',
    defaultMessage: '{applicant} asked you to sign closing documents with {company}',
  },
  intro: {
    id: 'server.signers.invitationEmail.intro',
    defaultMessage:
      '{applicant} is closing a home equity line of credit with {company} on a home you own or have rights in. ' +
      'Before the line can close, you need to review and sign some of the closing documents.',
  },
  linkLead: {
    id: 'server.signers.invitationEmail.linkLead',
    defaultMessage: 'Create your signer account and sign here:',
  },
  expiry: {
    id: 'server.signers.invitationEmail.expiry',
    defaultMessage:
      'This link works once and expires in {hours} hours. If it has expired, ask {applicant} to send you a new invitation.',
  },
  ignore: {
    id: 'server.signers.invitationEmail.ignore',
    defaultMessage: 'If you were not expecting this e-mail, you can ignore it.',
  },
  applicantFallback: { id: 'server.signers.invitationEmail.applicantFallback', defaultMessage: 'The applicant' },
});
