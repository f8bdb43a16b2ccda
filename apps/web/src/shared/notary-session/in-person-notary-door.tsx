import { formatMoney, LOAN_FACTS } from '@heloc/domain';
import type { HelocStatus } from '@heloc/domain/contracts';
import { errorMessageOf } from '../../lib/api-error';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { useSwitchToInPersonNotary } from './api/switch-to-in-person-notary';

export interface InPersonNotaryDoorProps {
  uuid: string;
  /** Who chooses the time and place once the file is switched: the signed-in applicant, or the applicant for a signer. */
  booking: 'me' | 'applicant';
  /** The file moved to the in-person notary (MANUAL_DEED_SIGNING): the screen takes the applicant on. */
  onSwitched?: (status: HelocStatus) => void;
}

/**
 * The borrower's own way past an online notary session closed after refused identity answers (docs/product/
 * operations-console.md §5): sign before a notary in person instead, as where the county needs one.
 */
export function InPersonNotaryDoor({ uuid, booking, onSwitched }: InPersonNotaryDoorProps) {
  const switchFile = useSwitchToInPersonNotary(uuid);
  const fee = formatMoney(LOAN_FACTS.manualNotaryFeeDollars);
  return (
    <section className="stack" aria-labelledby="in-person-notary-door-title">
      <h2 id="in-person-notary-door-title">Meet a notary in person instead</h2>
      <p>
        {booking === 'me'
          ? 'Choose a time and place near your home and sign the deed there, with everyone on the title. '
          : 'The applicant then chooses a time and place near the home, and everyone on the title signs the deed there. '}
        The notary checks your ID in person. The notary&apos;s fee is {fee}, paid at the appointment.
      </p>
      {switchFile.error && <Alert variant="error">{errorMessageOf(switchFile.error)}</Alert>}
      <div className="row">
        <Button
          isLoading={switchFile.isPending}
          loadingLabel="Switching to an in-person notary"
          onClick={() => switchFile.mutate(undefined, { onSuccess: (status) => onSwitched?.(status) })}
        >
          {booking === 'me' ? 'Book an in-person notary' : 'Switch to an in-person notary'}
        </Button>
      </div>
    </section>
  );
}
