import { describe, expect, it } from 'vitest';
import {
  ROLE_PERMISSIONS,
  STAFF_IDLE_TIMEOUT_MINUTES,
  STAFF_PASSWORD_MIN_LENGTH,
  STAFF_PERMISSIONS,
  STAFF_RECOVERY_CODE_COUNT,
  STAFF_ROLES,
  STAFF_ROLE_LABELS,
  STAFF_SESSION_MAX_HOURS,
  STAFF_SET_UP_LINK_HOURS,
  rolesAllow,
} from './roles';

/* docs/product/operations-console.md §1: what each role may do, restated row by row. */

describe('the staff roles', () => {
  it('are the five roles of the console, each with its label', () => {
    expect(STAFF_ROLES).toEqual(['ADMIN', 'PROCESSOR', 'UNDERWRITER', 'CLOSER', 'SUPPORT_AGENT']);
    expect(STAFF_ROLE_LABELS).toEqual({
      ADMIN: 'Admin',
      PROCESSOR: 'Processor',
      UNDERWRITER: 'Underwriter',
      CLOSER: 'Closer',
      SUPPORT_AGENT: 'Support agent',
    });
  });

  it('guard twelve acts', () => {
    expect(STAFF_PERMISSIONS).toEqual([
      'FILE_READ',
      'NOTE_WRITE',
      'FILE_ASSIGN',
      'CONDITION_MANAGE',
      'REVIEW_DECIDE',
      'VALUATION_ENTER',
      'APPLICATION_DECLINE',
      'APPLICATION_WITHDRAW',
      'CLOSING_MANAGE',
      'PERSONAL_DATA_REVEAL',
      'AUDIT_EXPORT',
      'STAFF_MANAGE',
      'CHAT_ANSWER',
      'HOURS_MANAGE',
      'KNOWLEDGE_MANAGE',
      'CEO_FEEDBACK_READ',
      'BANNERS_MANAGE',
      'ERROR_REPORTS_READ',
      'PARTNERS_MANAGE',
      'PRICING_MANAGE',
    ]);
  });
});

describe('ROLE_PERMISSIONS, row by row', () => {
  it('the admin may do everything', () => {
    expect([...ROLE_PERMISSIONS.ADMIN]).toEqual([...STAFF_PERMISSIONS]);
  });

  it('the processor works the file: conditions, valuation, withdrawal, reveal, export; no review, decline, closing or staff', () => {
    expect(ROLE_PERMISSIONS.PROCESSOR).toEqual([
      'FILE_READ',
      'NOTE_WRITE',
      'FILE_ASSIGN',
      'CONDITION_MANAGE',
      'VALUATION_ENTER',
      'APPLICATION_WITHDRAW',
      'PERSONAL_DATA_REVEAL',
      'AUDIT_EXPORT',
    ]);
  });

  it('the underwriter decides reviews and declines; no withdrawal, closing or staff', () => {
    expect(ROLE_PERMISSIONS.UNDERWRITER).toEqual([
      'FILE_READ',
      'NOTE_WRITE',
      'FILE_ASSIGN',
      'CONDITION_MANAGE',
      'REVIEW_DECIDE',
      'VALUATION_ENTER',
      'APPLICATION_DECLINE',
      'PERSONAL_DATA_REVEAL',
      'AUDIT_EXPORT',
    ]);
  });

  it('the closer manages the closing; no review, valuation, decline, export or staff', () => {
    expect(ROLE_PERMISSIONS.CLOSER).toEqual([
      'FILE_READ',
      'NOTE_WRITE',
      'FILE_ASSIGN',
      'CONDITION_MANAGE',
      'CLOSING_MANAGE',
      'APPLICATION_WITHDRAW',
      'PERSONAL_DATA_REVEAL',
    ]);
  });

  it('the support agent reads, writes notes, withdraws at the borrower’s request and answers chats; decides nothing', () => {
    expect(ROLE_PERMISSIONS.SUPPORT_AGENT).toEqual(['FILE_READ', 'NOTE_WRITE', 'APPLICATION_WITHDRAW', 'CHAT_ANSWER']);
  });

  it('has one row per role and names only known permissions', () => {
    expect(Object.keys(ROLE_PERMISSIONS).sort()).toEqual([...STAFF_ROLES].sort());
    for (const role of STAFF_ROLES) {
      for (const permission of ROLE_PERMISSIONS[role]) expect(STAFF_PERMISSIONS).toContain(permission);
    }
  });

  it('only the admin manages staff, the operating hours and the chatbot’s articles', () => {
    expect(STAFF_ROLES.filter((role) => rolesAllow([role], 'STAFF_MANAGE'))).toEqual(['ADMIN']);
    expect(STAFF_ROLES.filter((role) => rolesAllow([role], 'HOURS_MANAGE'))).toEqual(['ADMIN']);
    expect(STAFF_ROLES.filter((role) => rolesAllow([role], 'KNOWLEDGE_MANAGE'))).toEqual(['ADMIN']);
  });

  it('only the admin reads the CEO feedback and the error reports and writes the banners', () => {
    for (const permission of ['CEO_FEEDBACK_READ', 'BANNERS_MANAGE', 'ERROR_REPORTS_READ'] as const) {
      expect(STAFF_ROLES.filter((role) => rolesAllow([role], permission))).toEqual(['ADMIN']);
    }
  });

  it('the admin and the support agent answer chats', () => {
    expect(STAFF_ROLES.filter((role) => rolesAllow([role], 'CHAT_ANSWER'))).toEqual(['ADMIN', 'SUPPORT_AGENT']);
  });
});

describe('rolesAllow', () => {
  it('allows what one role of the member allows, for every role and permission', () => {
    for (const role of STAFF_ROLES) {
      for (const permission of STAFF_PERMISSIONS) {
        expect(rolesAllow([role], permission), `${role} ${permission}`).toBe(
          ROLE_PERMISSIONS[role].includes(permission),
        );
      }
    }
  });

  it('is the union of the roles held', () => {
    expect(rolesAllow(['SUPPORT_AGENT'], 'REVIEW_DECIDE')).toBe(false);
    expect(rolesAllow(['CLOSER'], 'REVIEW_DECIDE')).toBe(false);
    expect(rolesAllow(['SUPPORT_AGENT', 'UNDERWRITER'], 'REVIEW_DECIDE')).toBe(true);
    expect(rolesAllow(['CLOSER', 'PROCESSOR'], 'AUDIT_EXPORT')).toBe(true);
    expect(rolesAllow(['CLOSER', 'PROCESSOR'], 'APPLICATION_DECLINE')).toBe(false);
  });

  it('allows nothing to a member without a role', () => {
    for (const permission of STAFF_PERMISSIONS) expect(rolesAllow([], permission)).toBe(false);
  });
});

describe('the limits of staff sign-in', () => {
  it('are 15 idle minutes, 12 hours a session, 72 hours a link, 10 recovery codes, 12-character passwords', () => {
    expect(STAFF_IDLE_TIMEOUT_MINUTES).toBe(15);
    expect(STAFF_SESSION_MAX_HOURS).toBe(12);
    expect(STAFF_SET_UP_LINK_HOURS).toBe(72);
    expect(STAFF_RECOVERY_CODE_COUNT).toBe(10);
    expect(STAFF_PASSWORD_MIN_LENGTH).toBe(12);
  });
});
