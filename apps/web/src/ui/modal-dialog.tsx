import * as Dialog from '@radix-ui/react-dialog';
import { useI18n } from '../lib/i18n';
import type { ModalProps } from './modal';
import { uiMessages as m } from './ui.messages';

type ModalDialogProps = Omit<ModalProps, 'isDismissable'> & { isDismissable: boolean };

/**
 * The Radix part of `Modal`: its own chunk, so pages that only might open a dialog (the registration steps) do not
 * load Radix before they are usable.
 */
export function ModalDialog({
  id,
  title,
  description,
  isOpen,
  onOpenChange,
  children,
  actions,
  isDismissable,
}: ModalDialogProps) {
  const { t } = useI18n();
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
            <Dialog.Close className="ui-modal__close" aria-label={t(m.close)}>
              {t(m.closeSymbol)}
            </Dialog.Close>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
