import { englishOf } from '../i18n/message';
import { describe, expect, it } from 'vitest';
import { notificationEmailOf, notificationTextOf } from './notification-events';
import { NO_NOTIFICATIONS_TEXT, notificationMenuOf } from './notification-menu';
import { walletAccountNameOf } from './wallet-accounts';

const A = '0x1111111111111111111111111111111111111111';
const B = '0x2222222222222222222222222222222222222222';
const at = (minutesAgo: number) => new Date(Date.UTC(2030, 0, 1) - minutesAgo * 60_000).toISOString();
const item = (n: number, status: 'UNREAD' | 'READ' = 'UNREAD', walletAddress = A) => ({
  uuid: `n${n}`,
  created: at(n),
  status,
  walletAddress,
});
const accounts = [
  { account: { name: 'Loan HL-1 · 1 Oak St', address: A } },
  { account: { name: 'Loan HL-2 · 2 Elm St', address: B } },
];
const uuidsOf = (menu: ReturnType<typeof notificationMenuOf>) =>
  menu.groups.flatMap((g) => g.notifications.map((n) => n.uuid));

describe('the notifications menu (application-area §2.4, §9)', () => {
  it('shows the 3 newest by default, grouped per wallet account with its name and masked address', () => {
    const menu = notificationMenuOf([item(4), item(1, 'UNREAD', B), item(2), item(3, 'READ', B)], accounts, {
      expanded: false,
    });
    expect(uuidsOf(menu)).toEqual(['n1', 'n3', 'n2']);
    expect(menu.groups.map((g) => [g.name, g.maskedAddress])).toEqual([
      ['Loan HL-2 · 2 Elm St', '0x2222...22222'],
      ['Loan HL-1 · 1 Oak St', '0x1111...11111'],
    ]);
    expect(menu.canToggle).toBe(true);
    expect(menu.unreadCount).toBe(3);
  });

  it('shows at most 8 unread when expanded, and every read one', () => {
    const list = [...Array.from({ length: 10 }, (_, i) => item(i + 1)), item(20, 'READ'), item(21, 'READ')];
    const menu = notificationMenuOf(list, accounts, { expanded: true });
    expect(uuidsOf(menu)).toEqual(['n1', 'n2', 'n3', 'n4', 'n5', 'n6', 'n7', 'n8', 'n20', 'n21']);
    expect(menu.unreadCount).toBe(10);
  });

  it('has nothing to toggle with 3 or fewer, and is empty with none', () => {
    expect(notificationMenuOf([item(1), item(2), item(3)], accounts, { expanded: false }).canToggle).toBe(false);
    const none = notificationMenuOf([], accounts, { expanded: false });
    expect(none).toMatchObject({ empty: true, groups: [], unreadCount: 0 });
    expect(englishOf(NO_NOTIFICATIONS_TEXT)).toBe('No Notifications');
  });

  it('names an account it does not know by its masked address', () => {
    const menu = notificationMenuOf([item(1, 'UNREAD', '0xabcdef0123456789')], [], { expanded: false });
    expect(menu.groups[0]?.name).toBe('0xabcd...56789');
  });
});

describe('notification texts', () => {
  it('sends the borrower to the screen where they act', () => {
    const text = notificationTextOf({
      kind: 'CONDITION_RAISED',
      applicationUuid: 'u1',
      request: 'Upload a bank letter',
    });
    expect(text.ctas).toEqual([{ title: 'View requests', redirectPath: '/account/heloc/u1/conditions' }]);
    expect(text.description).toBe('Your lender asked: Upload a bank letter');
    expect(notificationTextOf({ kind: 'DOCUMENTS_READY', applicationUuid: 'u1' }).ctas[0]?.redirectPath).toBe(
      '/account/heloc/u1/signing/intro',
    );
  });

  it('says how much was sent and where', () => {
    const text = notificationTextOf({
      kind: 'FUNDS_SENT',
      applicationUuid: 'u1',
      amountDollars: 50000,
      accountLast4: '6789',
    });
    expect(text.description).toBe('We sent $50,000 to your account ending in 6789.');
  });

  it('repeats a notification by e-mail with absolute links', () => {
    const mail = notificationEmailOf(
      notificationTextOf({ kind: 'DOCUMENTS_READY', applicationUuid: 'u1' }),
      'https://app.example/',
    );
    expect(mail.subject).toBe('Your documents are ready to sign');
    expect(mail.text).toContain('Sign documents: https://app.example/account/heloc/u1/signing/intro');
  });

  it('names a wallet account after the loan and the property', () => {
    expect(walletAccountNameOf({ loanNumber: 'HL-1', propertyStreet: '1 Oak St' })).toBe('Loan HL-1 · 1 Oak St');
    expect(walletAccountNameOf({ loanNumber: null, propertyStreet: '1 Oak St' })).toBe('HELOC application · 1 Oak St');
  });
});
