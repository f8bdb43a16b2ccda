import { useLocation, useNavigate, useParams } from 'react-router';
import { applicationPath } from '../../../shared/application-status/destination';
import { useStatusCheck } from '../../../shared/application-status/use-status-check';

/** Route state of a change made from bank/confirm's edit links: go back there when done. */
export interface BankEditState {
  returnTo?: 'bank/confirm';
}

/**
 * Where the applicant goes once the disbursement account is saved: back to bank/confirm when they came to change it,
 * otherwise where the new status routes (docs/product/registration-and-routing.md §4: AUTOPAY_ACCOUNT with a routing number is bank/autopay).
 */
export function useAfterDisburse() {
  const { uuid = '' } = useParams();
  const navigate = useNavigate();
  const state = (useLocation().state ?? null) as BankEditState | null;
  const check = useStatusCheck(uuid);
  // The save answered the new status already: the check routes on it at once, without waiting for a change.
  const next = () => {
    if (state?.returnTo) void navigate(applicationPath(uuid, state.returnTo));
    else void check.check();
  };
  return { next, check, isEditing: Boolean(state?.returnTo), editState: state };
}
