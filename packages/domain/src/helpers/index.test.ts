import { describe, expect, it } from 'vitest';
import * as helpers from './index';

describe('helpers area public surface', () => {
  it.each([
    'isUrl',
    'isUuid',
    'isInRange',
    'joinErrorMessages',
    'acceptBannerData',
    'selectVisibleBanners',
    'dismissBanner',
    'maskWalletAddress',
    'maskBankAccount',
    'isAcceptedRedirectUrl',
    'keepKnownFeatureFlags',
    'applyFeatureFlagOverrides',
    'chooseChatMode',
    'chooseChatSkill',
    'isChatSessionExpired',
    'webChatProductType',
    'isWithinOperatingHours',
    'retryDelaysMs',
    'HTTP_TIMEOUT_MS',
    'MAX_VISIBLE_TOASTS',
  ])('exports %s', (name) => {
    expect(helpers).toHaveProperty(name);
  });
});
