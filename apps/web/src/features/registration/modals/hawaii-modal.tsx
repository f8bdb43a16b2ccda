import { HAWAII_PROPERTY_MESSAGE } from '@heloc/domain';
import { useI18n } from '../../../lib/i18n';
import { useOrg } from '../../../lib/org-context';
import { Button, buttonClassName } from '../../../ui/button';
import { Modal } from '../../../ui/modal';
import { modalsMessages as m } from './modals.messages';

/** docs/product/registration-and-routing.md §5: a Hawaii property is referred to a partner lender (orgMetaData.hawaiiPartnerUrl). */
export function HawaiiModal({ isOpen, onClose }: { isOpen: boolean; onClose: () => void }) {
  const partnerUrl = useOrg().orgMetaData.hawaiiPartnerUrl;
  const { t, localize } = useI18n();
  return (
    <Modal
      id="registration-hawaii"
      title={t(m.hawaiiTitle)}
      description={localize(HAWAII_PROPERTY_MESSAGE)}
      isOpen={isOpen}
      onOpenChange={(open) => !open && onClose()}
      actions={
        <>
          {partnerUrl && (
            <a className={buttonClassName('primary')} href={partnerUrl}>
              {t(m.partnerLender)}
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
