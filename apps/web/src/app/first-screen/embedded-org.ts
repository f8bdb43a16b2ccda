import type { Organization } from '@heloc/domain';

/**
 * The organisation record the server embedded in the page, read without validation: the first screen only shows its
 * name, logo and phone, and the first script reads its code and variant. The app validates the record (load-org.ts)
 * before it uses it.
 */
export const embeddedOrg = (): Organization | null => {
  try {
    const text = document.getElementById('org-data')?.textContent;
    return text ? (JSON.parse(text) as Organization) : null;
  } catch {
    return null;
  }
};
