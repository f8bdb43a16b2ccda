/**
 * A From header in an organisation's name (docs/product/operations-console.md §1: invitations come from the lender):
 * its display name, quoted, with its own address when it has one, else the address of EMAIL_FROM. Line breaks and
 * quotes in the name cannot reach the header.
 */
export const senderOf = (displayName: string, orgAddress: string | undefined, defaultFrom: string): string => {
  const address = orgAddress?.trim() || /<([^>]+)>/.exec(defaultFrom)?.[1] || defaultFrom.trim();
  const name = displayName.replace(/[\r\n"\\]/g, ' ').trim();
  return name ? `"${name}" <${address}>` : address;
};
