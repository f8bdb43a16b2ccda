import { createHash } from 'node:crypto';
import { walletAccountNameOf, type WalletAuthorizationType } from '@heloc/domain';
import type { WalletAccount } from '@heloc/domain/contracts';

/*
 * Wallet accounts (docs/product/application-area.md §3, §7; ours in docs/decisions.md "Notifications"): one per
 * application, named after its loan and property, at an address derived from the application (the same on every
 * node and after every restart, so nothing needs storing); each person on the application has their own wallet,
 * derived from their identity, authorised on it.
 */

const addressOf = (seed: string) => `0x${createHash('sha256').update(seed).digest('hex').slice(0, 40)}`;

/** The wallet account of an application. */
export const walletAddressOfApplication = (applicationUuid: string) =>
  addressOf(`heloc-application:${applicationUuid}`);

/** A person's own wallet. */
export const walletAddressOfIdentity = (identityUuid: string) => addressOf(`heloc-identity:${identityUuid}`);

export interface AccountApplication {
  uuid: string;
  identity_uuid: string;
  loan_number: string | null;
  property_street1: string | null;
}

export const walletAccountOf = (
  application: AccountApplication,
  people: readonly { identityUuid: string }[],
  viewerIdentityUuid: string,
): WalletAccount => {
  const authorizationType: WalletAuthorizationType =
    application.identity_uuid === viewerIdentityUuid ? 'OWNER' : 'SIGNER';
  return {
    account: {
      name: walletAccountNameOf({ loanNumber: application.loan_number, propertyStreet: application.property_street1 }),
      address: walletAddressOfApplication(application.uuid),
    },
    authorizedWallets: people.map((p) => ({ address: walletAddressOfIdentity(p.identityUuid) })),
    authorizationType,
  };
};
