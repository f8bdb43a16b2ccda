/** The signer area's resume screen (docs/product/application-area.md §2.2, web: lib/public-paths.ts SIGNER_BASE_PATH + '/resume'). */
export const SIGNER_RESUME_PATH = '/account/heloc/heloc-signer/resume';

export interface InvitationEmailInput {
  /** Where the link points: the organisation's site (the request's own origin in the sandbox). */
  origin: string;
  companyName: string;
  signerFirstName: string | null;
  applicantFirstName: string;
  token: string;
  expiresInHours: number;
}

/**
 * The invitation to sign (ours: the spec has no wording). The token travels in the URL fragment, which browsers never
 * send to a server, so it stays out of access logs and Referer headers; the resume screen posts it.
 */
export const invitationEmail = (input: InvitationEmailInput) => {
  const link = `${input.origin.replace(/\/+$/, '')}${SIGNER_RESUME_PATH}#token=${input.token}`;
  const greeting = input.signerFirstName ? `Hello ${input.signerFirstName},` : 'Hello,';
  const subject = `${input.applicantFirstName} asked you to sign closing documents with ${input.companyName}`;
  const text = [
    greeting,
    '',
    `${input.applicantFirstName} is closing a home equity line of credit with ${input.companyName} on a home you ` +
      'own or have rights in. Before the line can close, you need to review and sign some of the closing documents.',
    '',
    'Create your signer account and sign here:',
    link,
    '',
    `This link works once and expires in ${input.expiresInHours} hours. If it has expired, ask ` +
      `${input.applicantFirstName} to send you a new invitation.`,
    '',
    'If you were not expecting this e-mail, you can ignore it.',
    '',
    input.companyName,
  ].join('\n');
  return { subject, text, link };
};
