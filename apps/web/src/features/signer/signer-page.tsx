import type { CoDeedStatus } from '@heloc/domain/contracts';
import type { ReactNode } from 'react';
import { Navigate, NavLink } from 'react-router';
import { ApiError, errorMessageOf } from '../../lib/api-error';
import { Alert } from '../../ui/alert';
import { Spinner } from '../../ui/spinner';
import { useI18n } from '../../lib/i18n';
import { signerMessages as m } from './signer.messages';
import { useSignerApplication } from '../../shared/co-deed/api/get-co-deed-status';
import { SIGNER_STEPS, signerPath } from './signer-paths';
import './signer.css';

export interface SignerPageProps {
  titleId: string;
  /** The page, given the signer's application (the co-deed status). */
  children: (application: CoDeedStatus) => ReactNode;
}

/**
 * The frame of every signed-in signer screen: the signer's application from the co-deed status (docs/product/widgets-and-calculations.md §7), the
 * area's navigation, and the routes away: no application (400) to error, a cancelled application to cancelled.
 */
export function SignerPage({ titleId, children }: SignerPageProps) {
  const { data, error } = useSignerApplication();
  const { t, localize } = useI18n();
  if (error instanceof ApiError && error.status === 400) return <Navigate to={signerPath('error')} replace />;
  if (error) return <Alert variant="error">{localize(errorMessageOf(error))}</Alert>;
  if (!data) return <Spinner label={t(m.loadingSigning)} size="lg" />;
  if (data.checklistStatus === 'CANCELLED') return <Navigate to={signerPath('cancelled')} replace />;
  return (
    <div className="signer-area">
      <nav className="signer-nav" aria-label={t(m.stepsNav)}>
        <ul>
          {SIGNER_STEPS.map((step) => (
            <li key={step.path}>
              <NavLink to={signerPath(step.path)}>{t(step.label)}</NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <section className="page page--narrow stack signer-page" aria-labelledby={titleId}>
        {children(data)}
      </section>
    </div>
  );
}
