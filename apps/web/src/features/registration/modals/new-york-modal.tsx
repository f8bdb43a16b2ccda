import { Button, buttonClassName } from '../../../ui/button';
import { Modal } from '../../../ui/modal';
import { NEW_YORK_TITLE, NEW_YORK_TO_NY_SITE_MESSAGE, NEW_YORK_TO_OTHER_SITE_MESSAGE } from '../registration-constants';

export interface NewYorkModalProps {
  /** 'to-ny': a New York property on a non-New York site; 'to-other': a non-New York property on the New York site. */
  direction: 'to-ny' | 'to-other' | undefined;
  /** The site to go to (from the ny-modal flag's variables); without one the modal only explains. */
  targetUrl: string | undefined;
  onClose: () => void;
}

/** docs/product/registration-and-routing.md §5, docs/product/widgets-and-calculations.md §2: the New York modal redirects the user to a New York or a non-New York site. */
export function NewYorkModal({ direction, targetUrl, onClose }: NewYorkModalProps) {
  return (
    <Modal
      id="registration-new-york"
      title={NEW_YORK_TITLE}
      description={direction === 'to-ny' ? NEW_YORK_TO_NY_SITE_MESSAGE : NEW_YORK_TO_OTHER_SITE_MESSAGE}
      isOpen={direction !== undefined}
      onOpenChange={(open) => !open && onClose()}
      actions={
        <>
          {targetUrl && (
            <a className={buttonClassName('primary')} href={targetUrl}>
              {direction === 'to-ny' ? 'Go to the New York site' : 'Go to the main site'}
            </a>
          )}
          <Button variant="secondary" onClick={onClose}>
            Change address
          </Button>
        </>
      }
    />
  );
}
