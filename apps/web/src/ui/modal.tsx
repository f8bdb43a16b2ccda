import * as Dialog from '@radix-ui/react-dialog';
import { useLayoutEffect, useState, type ReactNode } from 'react';
import { registerModalId } from './modal-registry';

export interface ModalProps {
  /** Unique among mounted modals (spec 03 §5); also the DOM id of the dialog. */
  id: string;
  title: string;
  description?: string;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  children?: ReactNode;
  /** Buttons row under the content. */
  actions?: ReactNode;
  /** Hide the close (×) button for modals the user must answer. */
  isDismissable?: boolean;
}

/** An accessible dialog (focus trap, Escape, labelled by its title) built on Radix Dialog. */
export function Modal({ id, title, description, isOpen, onOpenChange, children, actions, isDismissable = true }: ModalProps) {
  const [duplicate, setDuplicate] = useState<Error | null>(null);
  useLayoutEffect(() => {
    try {
      return registerModalId(id);
    } catch (error) {
      setDuplicate(error as Error);
      return undefined;
    }
  }, [id]);
  // Rethrown during render so the nearest error boundary reports it.
  if (duplicate) throw duplicate;

  return (
    <Dialog.Root open={isOpen} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="ui-modal__overlay" />
        <Dialog.Content
          id={id}
          className="ui-modal"
          onEscapeKeyDown={isDismissable ? undefined : (event) => event.preventDefault()}
          onPointerDownOutside={isDismissable ? undefined : (event) => event.preventDefault()}
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <Dialog.Title className="ui-modal__title">{title}</Dialog.Title>
          {description && <Dialog.Description className="ui-modal__description">{description}</Dialog.Description>}
          {children}
          {actions && <div className="ui-modal__actions">{actions}</div>}
          {isDismissable && (
            <Dialog.Close className="ui-modal__close" aria-label="Close">
              ×
            </Dialog.Close>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
