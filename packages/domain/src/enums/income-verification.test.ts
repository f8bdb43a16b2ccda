import { englishOf } from '../i18n/message';
import { describe, expect, it } from 'vitest';
import {
  INCOME_DOCUMENT_COUNTS,
  INCOME_DOCUMENT_TYPE_HINTS,
  INCOME_DOCUMENT_TYPE_LABELS,
  INCOME_DOCUMENT_TYPES,
  INCOME_LINK_METHODS,
  INCOME_VERIFICATION_METHOD_LABELS,
  INCOME_VERIFICATION_METHODS,
  INCOME_VERIFICATION_STATUSES,
  LINK_INSTITUTION_KINDS,
} from './index';

describe('income verification enumerations', () => {
  it('has the four methods, two of them through the link dialog', () => {
    expect(INCOME_VERIFICATION_METHODS).toEqual([
      'PAYROLL_LINK',
      'BANK_LINK',
      'DOCUMENT_UPLOAD',
      'EMPLOYER_VERIFICATION',
    ]);
    expect(INCOME_LINK_METHODS).toEqual(['PAYROLL_LINK', 'BANK_LINK']);
    expect(LINK_INSTITUTION_KINDS).toEqual(['PAYROLL', 'BANK']);
    expect(INCOME_VERIFICATION_STATUSES).toEqual(['VERIFIED', 'PENDING', 'FAILED']);
    expect(Object.keys(INCOME_VERIFICATION_METHOD_LABELS)).toEqual([...INCOME_VERIFICATION_METHODS]);
  });

  it.each<[string, string, number]>([
    ['PAYSTUB', 'Paystub', 2],
    ['W2', 'W-2', 1],
    ['FORM_1099', '1099', 2],
    ['TAX_RETURN', 'Tax return', 2],
    ['AWARD_LETTER', 'Award letter', 1],
    ['BANK_STATEMENT', 'Bank statement', 2],
  ])('%s reads %j and %d are asked for', (type, label, count) => {
    const key = type as (typeof INCOME_DOCUMENT_TYPES)[number];
    expect(englishOf(INCOME_DOCUMENT_TYPE_LABELS[key])).toBe(label);
    expect(INCOME_DOCUMENT_COUNTS[key]).toBe(count);
    expect(INCOME_DOCUMENT_TYPE_HINTS[key]).not.toBe('');
  });

  it('lists every document type once in each table', () => {
    expect(INCOME_DOCUMENT_TYPES).toHaveLength(6);
    for (const table of [INCOME_DOCUMENT_TYPE_LABELS, INCOME_DOCUMENT_COUNTS, INCOME_DOCUMENT_TYPE_HINTS]) {
      expect(Object.keys(table)).toEqual([...INCOME_DOCUMENT_TYPES]);
    }
  });
});
