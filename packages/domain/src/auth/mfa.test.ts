import { describe, expect, it } from 'vitest';
import { formatRecoveryCode, isMfaRequired, mfaCodeKind, mfaCodeSchema, normalizeMfaCode, totpCodeSchema } from './mfa';

const messageOf = (schema: typeof mfaCodeSchema, value: string) => schema.safeParse(value).error?.issues[0]?.message;

describe('two-step verification codes', () => {
  it.each([
    ['123456', 'totp'],
    [' 123 456 ', 'totp'],
    ['abcde-fghjk', 'recovery'],
    ['ABCDE FGHJK', 'recovery'],
    ['0123456789', 'recovery'],
    ['12345', undefined],
    ['abcde-fghji', undefined], // i is not in the alphabet
    ['', undefined],
  ])('%j is a %s code', (code, kind) => {
    expect(mfaCodeKind(code)).toBe(kind);
  });

  it('normalises and formats recovery codes', () => {
    expect(normalizeMfaCode(' ABCDE-fghjk ')).toBe('abcdefghjk');
    expect(formatRecoveryCode('abcdefghjk')).toBe('abcde-fghjk');
  });

  it('gives a message for an empty, malformed or over-long code', () => {
    expect(messageOf(mfaCodeSchema, '')).toBe('Please enter the 6-digit code or a recovery code');
    expect(messageOf(mfaCodeSchema, '12')).toBe(
      'Enter the 6-digit code from your authenticator app, or a recovery code',
    );
    expect(messageOf(mfaCodeSchema, '1'.repeat(33))).toBe(
      'Enter the 6-digit code from your authenticator app, or a recovery code',
    );
    expect(messageOf(totpCodeSchema, 'abcde-fghjk')).toBe('Enter the 6-digit code from your app');
    expect(mfaCodeSchema.safeParse('abcde-fghjk').success).toBe(true);
  });
});

describe('isMfaRequired', () => {
  it('leaves MFA to the applicant, and requires it for staff roles', () => {
    expect(isMfaRequired({ profileType: 'BORROWER', isBroker: false })).toBe(false);
    expect(isMfaRequired({ profileType: 'CO_DEEDER', isBroker: false })).toBe(false);
    expect(isMfaRequired({ profileType: 'LENDER_STAFF', isBroker: false })).toBe(true);
    expect(isMfaRequired({ profileType: 'OPERATIONS', isBroker: false })).toBe(true);
  });

  it('does not require it of agents until the agent portal ships', () => {
    expect(isMfaRequired({ profileType: 'BORROWER', isBroker: true })).toBe(false);
  });
});
