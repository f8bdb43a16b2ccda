import {
  AUTOPAY_ACCOUNT_REQUIRED_MESSAGE,
  AUTOPAY_ENROLL_REQUIRED_MESSAGE,
  issueFields,
  messageOfIssue,
  manualBankAccountSchema,
  type AutopayChoice,
  type ManualBankAccount,
  lazySchema,
} from '@heloc/domain';
import { z } from 'zod';

/**
 * bank/autopay's form: yes or no, then which account (the disbursement account or another typed twice). The
 * other account's fields are checked only when chosen, with the domain's messages (manualBankAccountSchema).
 */
export const autopayFormSchema = lazySchema(() =>
  z
    .object({
      enroll: z.enum(['yes', 'no'], AUTOPAY_ENROLL_REQUIRED_MESSAGE),
      payFrom: z.enum(['', 'disburse', 'other']).nullish(),
      account: z.unknown(),
    })
    .superRefine((values, ctx) => {
      if (values.enroll !== 'yes') return;
      if (!values.payFrom) {
        ctx.addIssue({ code: 'custom', path: ['payFrom'], ...issueFields(AUTOPAY_ACCOUNT_REQUIRED_MESSAGE) });
        return;
      }
      if (values.payFrom !== 'other') return;
      const parsed = manualBankAccountSchema.safeParse(values.account);
      for (const issue of parsed.error?.issues ?? []) {
        // The account's own message, by id like the others (docs/i18n.md).
        const raised = messageOfIssue(issue);
        ctx.addIssue({
          code: 'custom',
          path: ['account', ...issue.path],
          ...(raised ? issueFields(raised) : { message: issue.message }),
        });
      }
    }),
);

export interface AutopayFormValues {
  enroll: '' | 'yes' | 'no';
  payFrom: '' | 'disburse' | 'other';
  account: Record<keyof ManualBankAccount, string>;
}

/** The call's body from the form (valid by then). */
export const autopayChoiceOf = (values: AutopayFormValues): AutopayChoice => {
  if (values.enroll !== 'yes') return { enroll: false, useDisburseAccount: false };
  if (values.payFrom === 'disburse') return { enroll: true, useDisburseAccount: true };
  return { enroll: true, useDisburseAccount: false, account: values.account as unknown as ManualBankAccount };
};
