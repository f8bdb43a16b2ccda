import type { IncomeVerificationMethod } from '@heloc/domain';
import type { IncomeOptions } from '@heloc/domain/contracts';
import { readLatestIncomeVerification, readOpenCondition, readParticipantApplication } from '../../workflow';
import type { ServiceContext } from '../service-context';
import { employmentTypeOf, institutionsOf, optionsOf, PAYSTUB_CONDITION, statedIncomeOf } from './income-rules';
import type { Participation } from '../../platform/auth/access';

/** income/review: the ways that fit, what was stated, the latest attempt and any open lender request. */
export const getIncomeOptions = async (ctx: ServiceContext, caller: Participation): Promise<IncomeOptions> => {
  const uuid = caller.applicationUuid;
  await ctx.workflow.readStatus(uuid);
  const row = await readParticipantApplication(ctx.db, caller);
  const { methods, documents } = optionsOf(row);
  const institutions = institutionsOf(ctx.workflow, methods);
  const latest = await readLatestIncomeVerification(ctx.db, uuid);
  const condition = await readOpenCondition(ctx.db, uuid, PAYSTUB_CONDITION);
  const linkable = [
    ...ctx.workflow.providers.accountLink.institutions('PAYROLL'),
    ...ctx.workflow.providers.accountLink.institutions('BANK'),
  ];
  const { stated, other } = statedIncomeOf(row);
  return {
    employmentType: employmentTypeOf(row),
    statedAnnualIncome: stated,
    otherAnnualIncome: other,
    methods,
    documents,
    institutions,
    latest: latest
      ? {
          method: latest.method as IncomeVerificationMethod,
          status: latest.status as 'VERIFIED' | 'PENDING' | 'FAILED',
          institutionName: linkable.find((i) => i.id === latest.institution_id)?.name ?? null,
          employerName: latest.employer?.employerName ?? null,
          createdAt: latest.created_at.toISOString(),
        }
      : null,
    lenderRequest: condition
      ? {
          conditionUuid: condition.uuid,
          documentType: 'PAYSTUB',
          count: condition.num_docs_required ?? 1,
          commentsToBorrower: condition.comments_to_borrower,
        }
      : null,
  };
};
