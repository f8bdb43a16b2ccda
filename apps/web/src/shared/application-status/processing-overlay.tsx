import { LOADER_DEFAULT_DURATION_MS } from '@heloc/domain';
import { useEffect, useState } from 'react';
import { useI18n } from '../../lib/i18n';
import { LoaderOverlay } from '../../ui/loader-overlay';
import { applicationStatusMessages as m } from './application-status.messages';
import { processingMessageFor } from './processing-copy';

/**
 * docs/product/widgets-and-calculations.md §2, §4: the global loading overlay of the application area, over the
 * moments a borrower waits on the server with nothing else to look at: the application root while the status is a
 * processing one (the first offers being computed after the application is sent, a credit pull, a verification).
 * Rendered by the area's layout, so it stays at least 1 second once shown even when the wait ends with a move to the
 * next screen; its messages rotate between what is happening (the processing screen's words) and the screen's line.
 * After the default duration (67 s) it steps aside for the waiting screen beneath, which keeps its support contact
 * and its own words (docs/decisions.md "Loading overlay").
 */
export function ProcessingOverlay({
  isWaiting,
  checklistStatus,
}: {
  isWaiting: boolean;
  checklistStatus: string | undefined;
}) {
  // The latest wait's message: a new one starts the rotation over; the end of a wait keeps it for the last second.
  const [message, setMessage] = useState(() => processingMessageFor(checklistStatus));
  const [hasOutlasted, setHasOutlasted] = useState(false);
  const { t } = useI18n();
  const current = processingMessageFor(checklistStatus);
  if (isWaiting && current !== message) setMessage(current);

  useEffect(() => {
    setHasOutlasted(false);
    if (!isWaiting) return undefined;
    const timer = setTimeout(() => setHasOutlasted(true), LOADER_DEFAULT_DURATION_MS);
    return () => clearTimeout(timer);
  }, [isWaiting]);

  return (
    // The waiting screen's own line (m.waitLine) rotates with what is happening now.
    <LoaderOverlay key={message.id} isLoading={isWaiting && !hasOutlasted} messages={[t(message), t(m.waitLine)]} />
  );
}
