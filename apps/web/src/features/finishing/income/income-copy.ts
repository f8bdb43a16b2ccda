import type { IncomeDocumentType, IncomeVerificationMethod, RegistrationEmploymentType } from '@heloc/domain';

/*
 * What income/review says about each way of verifying income ("what each needs, how long it takes, what we
 * see and do not see"). Ours: the spec names the routes and the providers, not the copy.
 */
export interface MethodCopy {
  title: string;
  summary: string;
  needs: string;
  takes: string;
  weSee: string;
  weDoNotSee: string;
  action: string;
}

export const METHOD_COPY: Record<IncomeVerificationMethod, MethodCopy> = {
  PAYROLL_LINK: {
    title: 'Link your payroll account',
    summary: 'The fastest way for most employees: sign in to the payroll provider your employer uses.',
    needs: 'The username and password of your payroll account (ADP, Gusto, Workday and others).',
    takes: 'About a minute. Most applicants get an answer right away.',
    weSee: 'Your employer, pay dates, and gross and net pay for the last 12 months.',
    weDoNotSee: 'Your password, your bank account numbers or your tax withholding choices. We never change anything.',
    action: 'Link payroll',
  },
  BANK_LINK: {
    title: 'Link your bank account',
    summary: 'Best for self-employment, retirement, support payments or other income paid into your bank account.',
    needs: 'The username and password of the online banking of the account your income is paid into.',
    takes: 'About a minute. Most applicants get an answer right away.',
    weSee: 'The account name and type, the balance and 12 months of deposits.',
    weDoNotSee: 'Your password. We cannot move money or make payments from this link.',
    action: 'Link bank account',
  },
  DOCUMENT_UPLOAD: {
    title: 'Upload documents',
    summary: 'Send us photos or PDFs of your income documents if you would rather not link an account.',
    needs: 'The documents listed below, as PDF, JPEG, PNG or HEIC files of up to 10 MB each.',
    takes: 'A few minutes to upload; our team usually reviews them within one business day.',
    weSee: 'Only what is on the documents you upload.',
    weDoNotSee: 'Anything else in your accounts. You choose exactly what to send.',
    action: 'Upload documents',
  },
  EMPLOYER_VERIFICATION: {
    title: 'Have us contact your employer',
    summary: 'We ask your employer to confirm your job and pay, if you cannot link payroll or upload documents.',
    needs: "Your employer's name and a contact there (usually HR or payroll) with a phone number and email.",
    takes: 'Usually 1 to 3 business days, depending on how fast your employer answers.',
    weSee: 'Your job title, start date and pay as your employer confirms them.',
    weDoNotSee: 'Anything about your performance or other employment records. We ask only about income.',
    action: 'Give employer details',
  },
};

/** URL slugs of income/link/{type} and income/upload/{type}. */
export const LINK_TYPE_SLUGS = { payroll: 'PAYROLL_LINK', bank: 'BANK_LINK' } as const;
export type LinkTypeSlug = keyof typeof LINK_TYPE_SLUGS;

export const DOCUMENT_TYPE_SLUGS: Record<string, IncomeDocumentType> = {
  paystub: 'PAYSTUB',
  w2: 'W2',
  '1099': 'FORM_1099',
  'tax-return': 'TAX_RETURN',
  'award-letter': 'AWARD_LETTER',
  'bank-statement': 'BANK_STATEMENT',
};
export const slugOfDocumentType = (type: IncomeDocumentType): string =>
  Object.entries(DOCUMENT_TYPE_SLUGS).find(([, value]) => value === type)?.[0] ?? 'paystub';

/** A document label as a noun in a sentence: 'paystub(s)', 'W-2(s)', '1099(s)', 'tax return(s)'. */
export const documentNoun = (label: string, isPlural = false): string =>
  `${/^[A-Z][a-z]/.test(label) ? label.toLowerCase() : label}${isPlural ? 's' : ''}`;

/** A document label with its count: '2 paystubs', '1 W-2', '2 1099s', '2 tax returns'. */
export const countLabel = (label: string, count: number): string => `${count} ${documentNoun(label, count !== 1)}`;

/** How income/review words the employment type after "You told us you earn $X a year, ...". */
export const EMPLOYMENT_PHRASES: Record<RegistrationEmploymentType, string> = {
  FULL_TIME: 'working full time',
  PART_TIME: 'working part time',
  SELF_EMPLOYED: 'self-employed',
  RETIRED: 'in retirement',
  UNEMPLOYED: 'not currently employed',
  ALIMONY: 'from alimony',
  CHILD_SUPPORT: 'from child support',
  SEPARATE_MAINTENANCE_PAYMENTS: 'from separate maintenance payments',
  PUBLIC_ASSISTANCE_PROGRAM: 'from a public assistance program',
};
