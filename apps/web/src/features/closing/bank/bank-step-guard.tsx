import type { ReactNode } from 'react';
import { Navigate, useLocation, useParams } from 'react-router';
import { Spinner } from '../../../ui/spinner';
import { useI18n } from '../../../lib/i18n';
import { bankMessages as m } from './bank.messages';
import { useApplicationStatus } from '../../../shared/application-status/api/get-status';
import { applicationPath, destinationFor } from '../../../shared/application-status/destination';

/** The statuses of the bank screens (docs/product/registration-and-routing.md §4: bank/disburse and bank/autopay). */
export const BANK_STATUSES = ['DISBURSEMENT_ACCOUNT', 'AUTOPAY_ACCOUNT'] as const;

/**
 * Shows a bank screen only while the application is at one of `statuses`; otherwise the applicant goes where the
 * status says (docs/product/registration-and-routing.md §4), e.g. after the documents started being prepared.
 */
export function BankStepGuard({
  statuses = BANK_STATUSES,
  children,
}: {
  statuses?: readonly string[];
  children: ReactNode;
}) {
  const { uuid = '' } = useParams();
  const { pathname } = useLocation();
  const { data: status } = useApplicationStatus(uuid);
  const { t } = useI18n();
  if (!status) return <Spinner label={t(m.loadingApplication)} size="lg" />;
  if (!statuses.includes(status.checklistStatus)) {
    const target = destinationFor(status, status.checklistStatus, pathname);
    return <Navigate to={applicationPath(uuid, target.path)} replace state={target.state} />;
  }
  return children;
}
