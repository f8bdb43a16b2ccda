import { englishErrorOf } from '../../lib/api-error';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { Modal } from '../../ui/modal';

/** A last question before an act the borrower cannot take back (decline, cancel, withdraw). */
export function ConfirmDialog({
  id,
  title,
  description,
  confirmLabel,
  isOpen,
  isPending,
  error,
  onConfirm,
  onClose,
}: {
  id: string;
  title: string;
  description: string;
  confirmLabel: string;
  isOpen: boolean;
  isPending: boolean;
  /** The confirmed call's failure, shown in the dialog. */
  error?: unknown;
  onConfirm: () => void;
  onClose: () => void;
}) {
  return (
    <Modal
      id={id}
      title={title}
      description={description}
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open && !isPending) onClose();
      }}
      actions={
        <>
          <Button isLoading={isPending} loadingLabel="Sending" onClick={onConfirm}>
            {confirmLabel}
          </Button>
          <Button variant="secondary" disabled={isPending} onClick={onClose}>
            Go back
          </Button>
        </>
      }
    >
      {error ? <Alert variant="error">{englishErrorOf(error)}</Alert> : null}
    </Modal>
  );
}
