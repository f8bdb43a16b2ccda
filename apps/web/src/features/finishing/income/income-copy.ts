import type { IncomeDocumentType, IncomeVerificationMethod } from '@heloc/domain';
import type { MessageDescriptor } from 'react-intl';
import { incomeMessages as m } from './income.messages';

/*
 * What income/review says about each way of verifying income ("what each needs, how long it takes, what we
 * see and do not see"), as messages (income.messages.ts). Ours: the spec names the routes and the providers.
 */
export interface MethodCopy {
  title: MessageDescriptor;
  summary: MessageDescriptor;
  needs: MessageDescriptor;
  takes: MessageDescriptor;
  weSee: MessageDescriptor;
  weDoNotSee: MessageDescriptor;
  action: MessageDescriptor;
}

export const METHOD_COPY: Record<IncomeVerificationMethod, MethodCopy> = {
  PAYROLL_LINK: {
    title: m.payrollTitle,
    summary: m.payrollSummary,
    needs: m.payrollNeeds,
    takes: m.linkTakes,
    weSee: m.payrollWeSee,
    weDoNotSee: m.payrollWeDoNotSee,
    action: m.payrollAction,
  },
  BANK_LINK: {
    title: m.bankTitle,
    summary: m.bankSummary,
    needs: m.bankNeeds,
    takes: m.linkTakes,
    weSee: m.bankWeSee,
    weDoNotSee: m.bankWeDoNotSee,
    action: m.bankAction,
  },
  DOCUMENT_UPLOAD: {
    title: m.uploadTitle,
    summary: m.uploadSummary,
    needs: m.uploadNeeds,
    takes: m.uploadTakes,
    weSee: m.uploadWeSee,
    weDoNotSee: m.uploadWeDoNotSee,
    action: m.uploadAction,
  },
  EMPLOYER_VERIFICATION: {
    title: m.employerTitle,
    summary: m.employerSummary,
    needs: m.employerNeeds,
    takes: m.employerTakes,
    weSee: m.employerWeSee,
    weDoNotSee: m.employerWeDoNotSee,
    action: m.employerAction,
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
