import { describe, expect, it } from 'vitest';
import { APPLICATION_DOCUMENT_KINDS } from '../enums';
import { mayAdditionalSignerOpen } from './index';

describe('the documents an additional signer may open', () => {
  it.each([
    ['CLOSING_DISCLOSURE', true],
    ['SIGNED_DOCUMENT', true],
    ['NOTARY_DISCLOSURE', true],
    ['NOTARIAL_CERTIFICATE', true],
    ['APPLICATION_SUMMARY', false],
    ['INCOME_DOCUMENT', false],
    ['GOVERNMENT_ID', false],
    ['LIEN_PAYOFF_PROOF', false],
    ['PAYOFF_LETTER', false],
    ['CONDITION_DOCUMENT', false],
    ['INSURANCE_PROOF', false],
    ['ADVERSE_ACTION_NOTICE', false],
    ['REVIEW_DOCUMENT', false],
    ['ASSET_STATEMENT', false],
    ['DRAW_DISCLOSURE', false],
  ] as const)('%s: %s', (kind, allowed) => {
    expect(mayAdditionalSignerOpen(kind, false)).toBe(allowed);
  });

  it('names every kind of document in the table above', () => {
    expect(APPLICATION_DOCUMENT_KINDS).toHaveLength(15);
  });

  it('lets a signer open what they uploaded themselves, whatever its kind', () => {
    expect(mayAdditionalSignerOpen('CONDITION_DOCUMENT', true)).toBe(true);
    expect(mayAdditionalSignerOpen('GOVERNMENT_ID', true)).toBe(true);
  });
});
