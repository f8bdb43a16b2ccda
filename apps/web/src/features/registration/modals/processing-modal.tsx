import { useEffect, useState } from 'react';
import { Modal } from '../../../ui/modal';
import { useI18n } from '../../../lib/i18n';
import { PROCESSING_MESSAGE_EVERY_MS, PROCESSING_MODAL_TIMEOUT_MS } from '../registration-constants';
import { modalsMessages as m } from './modals.messages';

/** docs/product/registration-and-routing.md §2: the seven rotating messages, in order. */
export const PROCESSING_MESSAGES = [
  m.processingAccount,
  m.processingCredit,
  m.processingProperty,
  m.processingValue,
  m.processingEligibility,
  m.processingOffers,
  m.processingQuote,
] as const;

/**
 * docs/product/registration-and-routing.md §2, §9: shown while the application is created, rotating its seven messages; it closes itself after the
 * 30 s time-out (the submit carries on and routes when it ends).
 */
export function ProcessingModal({ isOpen }: { isOpen: boolean }) {
  const { t } = useI18n();
  const [index, setIndex] = useState(0);
  const [hasTimedOut, setHasTimedOut] = useState(false);

  useEffect(() => {
    if (!isOpen) {
      setIndex(0);
      setHasTimedOut(false);
      return undefined;
    }
    const rotate = setInterval(
      () => setIndex((i) => (i + 1) % PROCESSING_MESSAGES.length),
      PROCESSING_MESSAGE_EVERY_MS,
    );
    const timeout = setTimeout(() => setHasTimedOut(true), PROCESSING_MODAL_TIMEOUT_MS);
    return () => {
      clearInterval(rotate);
      clearTimeout(timeout);
    };
  }, [isOpen]);

  return (
    <Modal
      id="registration-processing"
      title={t(m.processingTitle)}
      isOpen={isOpen && !hasTimedOut}
      onOpenChange={() => {}}
      isDismissable={false}
    >
      <div className="registration-processing" role="status" aria-live="polite">
        <span className="ui-spinner ui-spinner--lg" aria-hidden="true" />
        <p>{t(PROCESSING_MESSAGES[index] ?? m.processingAccount)}</p>
      </div>
    </Modal>
  );
}
