import { useState } from 'react';
import { useI18n } from '../../lib/i18n';
import { Button } from '../../ui/button';
import { ceoFeedbackMessages as m } from './ceo-feedback.messages';
import { CeoFeedbackModal } from './ceo-feedback-modal';
import './ceo-feedback.css';

/**
 * The top bar's "Share your feedback with the CEO" (docs/product/application-area.md §2.4, §6): the shell shows it
 * to signed-in users of the main brand only. A button, as it opens a dialog rather than going anywhere; it looks like
 * a link.
 */
export function CeoFeedbackLink() {
  const { t } = useI18n();
  const [isOpen, setOpen] = useState(false);
  // The form (its fields, validation and call) is built when the visitor first opens it, not in every page's first
  // render (docs/decisions.md "Performance of the pages"); it then stays mounted, so the dialog closes as any other
  // (its closing transition, the focus back on the link).
  const [hasOpened, setHasOpened] = useState(false);
  const [thanks, setThanks] = useState('');
  return (
    <>
      <Button
        variant="link"
        className="top-bar__feedback"
        onClick={() => {
          setThanks('');
          setHasOpened(true);
          setOpen(true);
        }}
      >
        {t(m.link)}
      </Button>
      <span className="ui-visually-hidden" role="status">
        {thanks}
      </span>
      {hasOpened && <CeoFeedbackModal isOpen={isOpen} onOpenChange={setOpen} onSent={() => setThanks(t(m.thanks))} />}
    </>
  );
}
