import type { Kysely } from 'kysely';

/**
 * What the lender writes about a condition for itself is its internal note, named so: the column the borrower's
 * answers are built from never shares a name with it (docs/product/privacy.md). The borrower reads the request
 * (`comments_to_borrower`) and the rejection reason, never this.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('conditions').renameColumn('notes', 'internal_notes').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('conditions').renameColumn('internal_notes', 'notes').execute();
}
