/** Two-step verification calls of the account settings. */
export const accountSettingsKeys = {
  all: ['account-settings'] as const,
  mfa: () => [...accountSettingsKeys.all, 'mfa'] as const,
};
