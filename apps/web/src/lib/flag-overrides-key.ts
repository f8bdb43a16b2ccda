/** docs/product/application-area.md §9: where the session's flag overrides are kept (lib/flags.ts); its own file so the first script can look. */
export const FLAG_OVERRIDES_KEY = 'heloc.flag-overrides';
