import { formatPhoneDisplay } from '@heloc/domain';
import type { LoanOriginator } from '@heloc/domain/contracts';

/**
 * docs/product/widgets-and-calculations.md §2: the referring loan officer, a side card on desktop and a top bar on mobile (one element, laid out by
 * the stylesheet per breakpoint). Shows originatorName or brokerName, avatarUri, email, phoneNumber and nmls.
 */
export function LoanOfficerCard({ originator }: { originator: LoanOriginator }) {
  const name = originator.originatorName || originator.brokerName || 'Your loan officer';
  const phone = originator.phoneNumber;
  return (
    <aside className="registration-officer" aria-label="Your loan officer">
      {originator.avatarUri && <img className="registration-officer__avatar" src={originator.avatarUri} alt="" />}
      <div className="registration-officer__body">
        <p className="registration-officer__name">{name}</p>
        <p className="registration-officer__nmls">NMLS #{originator.nmls}</p>
        <p>
          <a href={`mailto:${originator.email}`}>{originator.email}</a>
        </p>
        <p>
          <a href={`tel:+1${phone}`}>{formatPhoneDisplay(phone)}</a>
        </p>
      </div>
    </aside>
  );
}
