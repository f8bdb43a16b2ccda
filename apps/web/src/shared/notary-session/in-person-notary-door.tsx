import { LOAN_FACTS } from '@heloc/domain';
import type { HelocStatus } from '@heloc/domain/contracts';
import { errorMessageOf } from '../../lib/api-error';
import { useI18n } from '../../lib/i18n';
import { notarySessionMessages as m } from './notary-session.messages';
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
  const { t, localize, money } = useI18n();
  const fee = money(LOAN_FACTS.manualNotaryFeeDollars);
  return (
    <section className="stack" aria-labelledby="in-person-notary-door-title">
      <h2 id="in-person-notary-door-title">{t(m.doorTitle)}</h2>
      <p>{t(booking === 'me' ? m.doorMe : m.doorApplicant, { fee })}</p>
      {switchFile.error && <Alert variant="error">{localize(errorMessageOf(switchFile.error))}</Alert>}
      <div className="row">
        <Button
          isLoading={switchFile.isPending}
          loadingLabel={t(m.switching)}
          onClick={() => switchFile.mutate(undefined, { onSuccess: (status) => onSwitched?.(status) })}
        >
          {t(booking === 'me' ? m.book : m.switch)}
        </Button>
      </div>
    </section>
  );
}
