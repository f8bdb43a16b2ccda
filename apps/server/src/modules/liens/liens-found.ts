import type { LienAction, LienPayoffStatus } from '@heloc/domain';
import type { Lien } from '@heloc/domain/contracts';
import type { ApplicationRow, LienRow } from '../../platform/database/schema';
import { AppError, NOT_FOUND } from '../../platform/http/errors';
import { readLiens } from '../../workflow';
import type { ServiceContext } from '../service-context';

/*
 * liens (LIEN_VERIFICATION): the liens the title search found, which the applicant keeps, pays off from the
 * line, or says are already paid (with proof: lien-proof.service.ts). Paying one off feeds the payoff preference of
 * docs/product/widgets-and-calculations.md §9 (DEDUCT: the payoff is sent to the lien holder at funding and taken from the draw) and waits on
 * payoff/hold (PAYOFF_REQUEST_PENDING) for the payoff letter (workflow/steps/liens.ts).
 * What the liens calls share: the statuses they work in, the liens found (searched on the first read) and their answer.
 */

export const LIEN_STATUSES = ['LIEN_VERIFICATION', 'LIEN_VERIFICATION_INQUIRY'];

export const toLien = (row: LienRow): Lien => ({
  uuid: row.uuid,
  lenderName: row.lender_name,
  balance: row.balance_dollars,
  monthlyPayment: row.monthly_payment_dollars,
  position: row.position,
  action: row.action as LienAction | null,
  payoffStatus: row.payoff_status as LienPayoffStatus | null,
});

/**
 * The application's liens. At LIEN_VERIFICATION the first read asks the title search and records what it found;
 * the insert cannot duplicate a lien (one per position), so two first reads at once still leave one set.
 */
export const ensureLiens = async (ctx: ServiceContext, row: ApplicationRow): Promise<LienRow[]> => {
  const existing = await readLiens(ctx.db, row.uuid);
  if (existing.length > 0 || !LIEN_STATUSES.includes(row.checklist_status)) return existing;
  await ctx.workflow.property.searchLiens(ctx.db, row);
  return readLiens(ctx.db, row.uuid);
};

export const requireLien = (liens: LienRow[], lienUuid: string): LienRow => {
  const lien = liens.find((l) => l.uuid === lienUuid);
  if (!lien) throw new AppError('not_found', NOT_FOUND);
  return lien;
};
