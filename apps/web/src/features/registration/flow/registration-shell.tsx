import { isFeatureEnabled, registrationEntryPath } from '@heloc/domain';
import { useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useI18n } from '../../../lib/i18n';
import { BASE_PATH } from '../../../lib/public-paths';
import { useIsAuthenticated } from '../../../lib/session';
import { useAuthModeDecision } from '../../../lib/use-visit-tracking';
import { Spinner } from '../../../ui/spinner';
import { useRegistrationDraft } from '../draft/draft-context';
import { usePrefill } from '../draft/use-prefill';
import { AccountExistsModal } from '../modals/account-exists-modal';
import { ActiveApplicationModal } from '../modals/active-application-modal';
import { ProcessingModal } from '../modals/processing-modal';
import { RegisterProgressBar } from '../original/register-progress-bar';
import { LoanOfficerCard } from '../../../shared/loan-officer/loan-officer-card';
import { REFERRER_PARAM, useReferrer } from '../referrer/use-referrer';
import { useRegistrationSubmit } from '../submit/use-registration-submit';
import { flowMessages as m } from './flow.messages';
import { LoanFacts } from './loan-facts';
import { RegistrationFlowProvider } from './registration-flow';
import { RegistrationProgress } from './registration-progress';
import { REGISTER_V2_BASE } from './step-navigation';
import { useRegistrationFlags } from './use-registration-flags';
import { useFirstStepWords } from './use-first-step-words';
import { useRegistrationTelemetry } from './use-registration-telemetry';
import '../registration.css';

const withoutParam = (search: string, name: string): string => {
  const params = new URLSearchParams(search);
  params.delete(name);
  const rest = params.toString();
  return rest ? `?${rest}` : '';
};

/**
 * The frame of both registration flows: the redesign-flag redirect, the referrer checks, prefill, telemetry, the
 * progress, the loan officer card, the steps (Outlet), the loan facts (docs/product/widgets-and-calculations.md §1) and the submit's modals (docs/product/registration-and-routing.md §2,
 * §5, §7).
 */
export function RegistrationShell({ kind }: { kind: 'v2' | 'original' }) {
  const { pathname, search } = useLocation();
  const params = new URLSearchParams(search);
  const { draft, updateDraft } = useRegistrationDraft();
  const { flags, isLoading: isLoadingFlags } = useRegistrationFlags();
  const referrerId = params.get(REFERRER_PARAM) ?? draft.referrerId;
  const referrer = useReferrer(referrerId);
  const { profile } = usePrefill(params);
  const isSignedIn = useIsAuthenticated();
  const submission = useRegistrationSubmit();
  const { t } = useI18n();
  const words = useFirstStepWords();
  // docs/product/registration-and-routing.md §2: the visit's decision picks the authentication mode.
  const newAuthMode = useAuthModeDecision();
  useRegistrationTelemetry({ flow: kind, newAuthMode });

  const validReferrerId = referrer.status === 'valid' ? referrer.originator.uuid : undefined;
  useEffect(() => {
    if (validReferrerId && draft.referrerId !== validReferrerId) updateDraft({ referrerId: validReferrerId });
    if (referrer.status === 'invalid' && draft.referrerId) updateDraft({ referrerId: undefined });
  }, [validReferrerId, referrer.status, draft.referrerId, updateDraft]);

  if (isLoadingFlags || referrer.status === 'checking') {
    return (
      <div className="page-center">
        <Spinner label={t(m.loading)} size="lg" />
      </div>
    );
  }
  // docs/product/registration-and-routing.md §2: with the redesign flag off, /register-v2 goes to /register keeping the query string.
  if (kind === 'v2' && !isFeatureEnabled(flags, 'redesign-2025')) {
    return <Navigate to={`${BASE_PATH}${registrationEntryPath(false, search)}`} replace />;
  }
  // docs/product/registration-and-routing.md §5: a required referrer that is missing or invalid ends here; elsewhere an invalid one leaves the URL.
  if (referrer.status === 'blocked') return <Navigate to={`${BASE_PATH}/not-accepting-apps`} replace />;
  if (referrer.status === 'invalid' && params.has(REFERRER_PARAM)) {
    return <Navigate to={`${pathname}${withoutParam(search, REFERRER_PARAM)}`} replace />;
  }

  const options = {
    newAuthMode,
    profileHasEmailAndPhone: Boolean(profile?.email && profile.phoneNumbers.length > 0),
    signedIn: isSignedIn,
  };
  const originator = referrer.status === 'valid' ? referrer.originator : undefined;
  const modal = submission.modal;

  return (
    <RegistrationFlowProvider value={{ kind, options, flags, originator, submission }}>
      <div className={`registration-layout${originator ? ' has-officer' : ''}`}>
        {originator && <LoanOfficerCard originator={originator} className="registration-officer" />}
        <div className="registration-main page">
          {kind === 'v2' ? <RegistrationProgress options={options} /> : <RegisterProgressBar />}
          <Outlet />
        </div>
        <LoanFacts words={words} />
      </div>
      <ProcessingModal isOpen={submission.isSubmitting} />
      <AccountExistsModal
        isOpen={modal?.kind === 'account-exists'}
        onClose={submission.closeModal}
        returnTo={kind === 'v2' ? REGISTER_V2_BASE : `${BASE_PATH}/register`}
      />
      <ActiveApplicationModal
        ability={modal?.kind === 'active-application' ? modal.ability : undefined}
        onClose={submission.closeModal}
      />
    </RegistrationFlowProvider>
  );
}
