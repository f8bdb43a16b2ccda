import { Button } from '../../ui/button';
import type { PendingUpload } from './use-file-uploads';

/** Where a file on its way up stands: its progress, or why it was refused with a way to dismiss it. */
export function PendingUploadState({ item, onDismiss }: { item: PendingUpload; onDismiss: (id: string) => void }) {
  if (item.error) {
    return (
      <>
        <span className="ui-field__error" role="alert">
          {item.error}
        </span>
        <Button variant="link" onClick={() => onDismiss(item.id)} aria-label={`Dismiss ${item.name}`}>
          Dismiss
        </Button>
      </>
    );
  }
  return (
    <progress max={1} value={item.progress} aria-label={`Uploading ${item.name}`}>
      {Math.round(item.progress * 100)}%
    </progress>
  );
}
