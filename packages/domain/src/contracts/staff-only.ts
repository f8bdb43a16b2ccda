import { z } from 'zod';
import { lazySchema } from '../helpers/lazy-schema';

/*
 * What the lender writes for itself (internal notes, the audit trail, the borrower's session trail) is marked where a
 * staff contract names it, so that no borrower's or signer's answer can carry it: contracts/privacy.test.ts fails when
 * a field of that name, or the marked schema itself, appears in an answer of theirs (docs/product/privacy.md).
 */

/** The schemas of fields written by and for the lender's staff alone (made on first use, like the schemas). */
export const staffOnlyFields = lazySchema(() => z.registry<{ readableBy: 'staff' }>());

/** Marks a staff contract's field as the lender's own: never in an answer to a visitor, a borrower or a signer. */
export const staffOnly = <T extends z.ZodType>(schema: T): T => {
  staffOnlyFields.add(schema, { readableBy: 'staff' });
  return schema;
};
