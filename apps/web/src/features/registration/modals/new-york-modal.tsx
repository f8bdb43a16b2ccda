import { useI18n } from '../../../lib/i18n';
import { Button, buttonClassName } from '../../../ui/button';
import { Modal } from '../../../ui/modal';
import { modalsMessages as m } from './modals.messages';

export interface NewYorkModalProps {
  /** 'to-ny': a New York property on a non-New York site; 'to-other': a non-New York property on the New York site. */
  direction: 'to-ny' | 'to-other' | undefined;
  /** The site to go to (from the ny-modal flag's variables); without one the modal only explains. */
  targetUrl: string | undefined;
  onClose: () => void;
}

/** docs/product/registration-and-routing.md §5, docs/product/widgets-and-calculations.md §2: the New York modal redirects the user to a New York or a non-New York site. */
export function NewYorkModal({ direction, targetUrl, onClose }: NewYorkModalProps) {
  const { t } = useI18n();
  return (
    <Modal
      id="registration-new-york"
      title={t(m.newYorkTitle)}
      description={t(direction === 'to-ny' ? m.toNewYorkSite : m.toOtherSite)}
      isOpen={direction !== undefined}
      onOpenChange={(open) => !open && onClose()}
      actions={
        <>
          {targetUrl && (
            <a className={buttonClassName('primary')} href={targetUrl}>
              {t(direction === 'to-ny' ? m.goToNewYorkSite : m.goToMainSite)}
            </a>
          )}
          <Button variant="secondary" onClick={onClose}>
            {t(m.changeAddress)}
          </Button>
        </>
      }
    />
  );
}
