import {
  INCOME_METHOD_NOT_OFFERED_MESSAGE,
  REGISTRATION_EMPLOYMENT_TYPES,
  incomeVerificationOptionsFor,
  type IncomeVerificationMethod,
  type RegistrationEmploymentType,
} from '@heloc/domain';
import type { HelocStatus } from '@heloc/domain/contracts';
import type { ApplicationRow } from '../../platform/database/schema';
import { AppError, NOT_FOUND } from '../../platform/http/errors';
import { type IncomeVerificationRow, type LinkInstitution, type Workflow } from '../../workflow';
import { type ServiceContext } from '../service-context';
import type { Participation } from '../../platform/auth/access';

/*
 * income/* ("Link Income Sources"): the rules every income call shares: which ways and documents fit the
 * application, the status the calls work at, and how a verification is answered. Each action records an
 * income_verifications row; the engine's VERIFY_INCOME / VERIFY_EMPLOYMENT step (workflow/steps/income.ts) reads it
 * and moves the status on.
 */

export const WORKING_STATUS = 'INCOME_VERIFICATION';
export const PAYSTUB_CONDITION = 'HELOC_MANUAL_PAYSTUB_UPLOAD';

export const employmentTypeOf = (row: ApplicationRow): RegistrationEmploymentType =>
  (REGISTRATION_EMPLOYMENT_TYPES as readonly string[]).includes(row.employment_type ?? '')
    ? (row.employment_type as RegistrationEmploymentType)
    : 'FULL_TIME';

export const statedIncomeOf = (row: ApplicationRow) => ({
  stated: (row.income?.incomePrimary ?? 0) + (row.income?.incomeOther ?? 0) + (row.income?.incomeCoDeeders ?? 0),
  other: row.income?.incomeOther ?? 0,
});

/**
 * The ways and documents the application may use: its employment type's row of the domain table, plus, when the
 * applicant also stated other income (rent, support, investments), the bank link and bank statements that show it.
 */
export const optionsOf = (row: ApplicationRow) => {
  const base = incomeVerificationOptionsFor(employmentTypeOf(row));
  if (statedIncomeOf(row).other <= 0) return base;
  const methods: IncomeVerificationMethod[] = base.methods.includes('BANK_LINK')
    ? base.methods
    : [
        ...base.methods.filter((m) => m === 'PAYROLL_LINK'),
        'BANK_LINK',
        ...base.methods.filter((m) => m !== 'PAYROLL_LINK'),
      ];
  const documents = base.documents.some((d) => d.type === 'BANK_STATEMENT')
    ? base.documents
    : [...base.documents, ...incomeVerificationOptionsFor('ALIMONY').documents];
  return { methods, documents };
};

export const requireMethod = (row: ApplicationRow, method: IncomeVerificationMethod) => {
  if (!optionsOf(row).methods.includes(method)) throw new AppError('bad_request', INCOME_METHOD_NOT_OFFERED_MESSAGE);
};

export const institutionsOf = (workflow: Workflow, methods: readonly IncomeVerificationMethod[]): LinkInstitution[] => [
  ...(methods.includes('PAYROLL_LINK') ? workflow.providers.accountLink.institutions('PAYROLL') : []),
  ...(methods.includes('BANK_LINK') ? workflow.providers.accountLink.institutions('BANK') : []),
];

export const verificationOf = (row: IncomeVerificationRow) => ({
  status: row.status as 'VERIFIED' | 'PENDING' | 'FAILED',
  ...(row.status === 'VERIFIED' && row.verified_annual_income !== null
    ? { verifiedAnnualIncome: row.verified_annual_income }
    : {}),
});

export const notAtIncomeStep = () =>
  new AppError('conflict', 'Income can be verified only while the application is at income verification');

/** Applies what the call scheduled (PROCESSING_DELAY_MS 0 applies it at once), then answers the status. */
export const statusAfter = async (ctx: ServiceContext, caller: Participation): Promise<HelocStatus> => {
  const uuid = caller.applicationUuid;
  const status = await ctx.workflow.readStatus(uuid);
  if (!status) throw new AppError('not_found', NOT_FOUND);
  return status;
};
