import { formatPhoneDisplay } from '@heloc/domain';
import type { LoanOriginator } from '@heloc/domain/contracts';
import { useI18n } from '../../lib/i18n';
import { loanOfficerMessages as m } from './loan-officer.messages';
import './loan-officer.css';

export interface LoanOfficerCardProps {
  originator: LoanOriginator;
  /** The states the officer is licensed in (the licensed-states call), listed when known. */
  licensedStates?: readonly string[] | undefined;
  /** The layout's own class (its grid area). */
  className?: string;
}

/**
 * docs/product/widgets-and-calculations.md §2: the referring loan officer, a side card on desktop and a top bar on
 * phones (one element, laid out by the stylesheet per breakpoint). Shows originatorName or brokerName, avatarUri,
 * email, phoneNumber and nmls; in the application area also the states the officer is licensed in.
 */
export function LoanOfficerCard({ originator, licensedStates, className }: LoanOfficerCardProps) {
  const { t } = useI18n();
  const name = originator.originatorName || originator.brokerName || t(m.fallbackName);
  const phone = originator.phoneNumber;
  return (
    <aside className={`loan-officer-card${className ? ` ${className}` : ''}`} aria-label={t(m.region)}>
      {originator.avatarUri && <img className="loan-officer-card__avatar" src={originator.avatarUri} alt="" />}
      <div className="loan-officer-card__body">
        <p className="loan-officer-card__name">{name}</p>
        <p className="loan-officer-card__nmls">{t(m.nmls, { nmls: originator.nmls })}</p>
        <p>
          <a href={`mailto:${originator.email}`}>{originator.email}</a>
        </p>
        <p>
          <a href={`tel:+1${phone}`}>{formatPhoneDisplay(phone)}</a>
        </p>
        {licensedStates && licensedStates.length > 0 && (
          <p className="loan-officer-card__states">{t(m.licensedIn, { states: licensedStates.join(', ') })}</p>
        )}
      </div>
    </aside>
  );
}
