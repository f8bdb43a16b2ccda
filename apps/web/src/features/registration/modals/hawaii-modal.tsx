import { HAWAII_PROPERTY_MESSAGE } from '@heloc/domain';
import { useOrg } from '../../../lib/org-context';
import { Button, buttonClassName } from '../../../ui/button';
import { Modal } from '../../../ui/modal';

/** docs/product/registration-and-routing.md §5: a Hawaii property is referred to a partner lender (orgMetaData.hawaiiPartnerUrl). */
export function HawaiiModal({ isOpen, onClose }: { isOpen: boolean; onClose: () => void }) {
  const partnerUrl = useOrg().orgMetaData.hawaiiPartnerUrl;
  return (
    <Modal
      id="registration-hawaii"
      title="Hawaii properties"
      description={HAWAII_PROPERTY_MESSAGE}
      isOpen={isOpen}
      onOpenChange={(open) => !open && onClose()}
      actions={
        <>
          {partnerUrl && (
            <a className={buttonClassName('primary')} href={partnerUrl}>
              Apply with our partner lender
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
