import { useI18n } from '../../lib/i18n';
import { Button } from '../../ui/button';
import { uploadsMessages as m } from './uploads.messages';
import type { PendingUpload } from './use-file-uploads';

/** Where a file on its way up stands: its progress, or why it was refused with a way to dismiss it. */
export function PendingUploadState({ item, onDismiss }: { item: PendingUpload; onDismiss: (id: string) => void }) {
  const { t, localize } = useI18n();
  if (item.error) {
    return (
      <>
        <span className="ui-field__error" role="alert">
          {localize(item.error)}
        </span>
        <Button variant="link" onClick={() => onDismiss(item.id)} aria-label={t(m.dismissFile, { name: item.name })}>
          {t(m.dismiss)}
        </Button>
      </>
    );
  }
  return (
    <progress max={1} value={item.progress} aria-label={t(m.uploadingFile, { name: item.name })}>
      {t(m.progress, { percent: Math.round(item.progress * 100) })}
    </progress>
  );
}
