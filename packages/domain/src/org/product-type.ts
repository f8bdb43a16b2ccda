import type { ProductType } from '../enums/loan';
import type { Organization } from './organization';

/** docs/product/widgets-and-calculations.md §7: the product an organisation's applicants apply for, as telemetry and the create call name it. */
export const productTypeOf = (org: {
  orgMetaData: { variant: Pick<Organization['orgMetaData']['variant'], 'isCrypto'> };
}): ProductType => (org.orgMetaData.variant.isCrypto ? 'CRYPTO_HELOC' : 'HELOC');
