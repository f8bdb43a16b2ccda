import { getFeatureContract } from '@heloc/domain/contracts';
import { callContract } from './api-client';
import { configuredApiOrigin, setRelativeBaseUrl } from './transport/base-url';
import { APPLICATION_NAME } from './visit-tracking';

/**
 * docs/product/widgets-and-calculations.md §7: the flag named for the application ('heloc') picks a relative base
 * URL. Asked by itself with the single-feature call once the organisation is known, only when the build names an
 * API origin (otherwise every call is relative already); until it answers, and if it fails, calls keep that origin.
 */
export const applyRelativeBaseUrlFlag = async (orgCode: string): Promise<void> => {
  if (!configuredApiOrigin()) return;
  try {
    const { enabled } = await callContract(getFeatureContract, {
      params: { context: 'external' },
      body: { featureKey: APPLICATION_NAME, optimizeUser: { organization: orgCode } },
    });
    setRelativeBaseUrl(enabled);
  } catch {
    // The configured origin stays.
  }
};
