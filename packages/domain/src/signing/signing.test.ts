import { describe, expect, it } from 'vitest';
import {
  CLOSING_DOCUMENT_KEYS,
  SIGNATURE_PLACES,
  closingDocumentTitle,
  hasRightToCancel,
  securityInstrumentName,
  signerRoleOf,
} from './index';

describe('closing package rules', () => {
  it('signs the primary applicant as the borrower and every other participant as an owner', () => {
    expect(signerRoleOf('PRIMARY')).toBe('BORROWER');
    expect(signerRoleOf('ADDITIONAL_SIGNER')).toBe('OWNER');
    expect(signerRoleOf('CO_DEEDER')).toBe('OWNER');
  });

  it('gives the borrower a place in every document and an owner only the security instrument and the notice', () => {
    for (const key of CLOSING_DOCUMENT_KEYS) expect(SIGNATURE_PLACES[key].BORROWER.length).toBeGreaterThan(0);
    expect(CLOSING_DOCUMENT_KEYS.filter((key) => SIGNATURE_PLACES[key].OWNER.length > 0)).toEqual([
      'SECURITY_INSTRUMENT',
      'RIGHT_TO_CANCEL',
    ]);
  });

  it.each([
    ['TX', 'Deed of Trust'],
    ['CA', 'Deed of Trust'],
    ['FL', 'Mortgage'],
    ['ny', 'Mortgage'],
  ])('secures a line on a home in %s with a %s', (state, name) => {
    expect(securityInstrumentName(state)).toBe(name);
    expect(closingDocumentTitle('SECURITY_INSTRUMENT', state)).toBe(name);
  });

  it('gives the right to cancel (Reg Z §1026.15) only on the principal dwelling', () => {
    expect(hasRightToCancel('HOME')).toBe(true);
    expect(hasRightToCancel(null)).toBe(true);
    expect(hasRightToCancel('SECONDARY')).toBe(false);
    expect(hasRightToCancel('INVESTMENT')).toBe(false);
  });
});
