import { useLocation, useNavigate } from 'react-router';
import { LOGIN_PATH } from '../../../lib/public-paths';
import { redirectTarget } from '../../../lib/redirect';
import { Button } from '../../../ui/button';
import { Modal } from '../../../ui/modal';
import { ACCOUNT_EXISTS_MESSAGE, ACCOUNT_EXISTS_TITLE } from '../registration-constants';

export interface AccountExistsModalProps {
  isOpen: boolean;
  onClose: () => void;
  /** Where login returns to: the start of the flow, whose steps keep the draft (a signed-in visitor skips some). */
  returnTo: string;
}

/** docs/product/registration-and-routing.md §2, §8: identity creation answered 401, the account exists: Login. */
export function AccountExistsModal({ isOpen, onClose, returnTo }: AccountExistsModalProps) {
  const navigate = useNavigate();
  const { search } = useLocation();
  const login = () =>
    void navigate(redirectTarget(`${LOGIN_PATH}?redirectUrl=${encodeURIComponent(returnTo)}`, search));
  return (
    <Modal
      id="registration-account-exists"
      title={ACCOUNT_EXISTS_TITLE}
      description={ACCOUNT_EXISTS_MESSAGE}
      isOpen={isOpen}
      onOpenChange={(open) => !open && onClose()}
      actions={<Button onClick={login}>Login</Button>}
    />
  );
}
