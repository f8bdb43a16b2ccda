import { useState } from 'react';
import { useI18n } from '../../lib/i18n';
import { Button } from '../../ui/button';
import { ceoFeedbackMessages as m } from './ceo-feedback.messages';
import { CeoFeedbackModal } from './ceo-feedback-modal';
import './ceo-feedback.css';

/** docs/product/application-area.md §2.4: the link's text, word for word. */
export const CEO_FEEDBACK_LINK = m.link.defaultMessage;

/**
 * The top bar's "Share your feedback with the CEO" (docs/product/application-area.md §2.4, §6): the shell shows it
 * to signed-in users of the main brand only. A button, as it opens a dialog rather than going anywhere; it looks like
 * a link.
 */
export function CeoFeedbackLink() {
  const { t } = useI18n();
  const [isOpen, setOpen] = useState(false);
  const [thanks, setThanks] = useState('');
  return (
    <>
      <Button
        variant="link"
        className="top-bar__feedback"
        onClick={() => {
          setThanks('');
          setOpen(true);
        }}
      >
        {t(m.link)}
      </Button>
      <span className="ui-visually-hidden" role="status">
        {thanks}
      </span>
      <CeoFeedbackModal isOpen={isOpen} onOpenChange={setOpen} onSent={() => setThanks(t(m.thanks))} />
    </>
  );
}
