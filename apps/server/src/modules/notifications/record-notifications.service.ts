import { conditionAction, type Language, type NotificationEvent } from '@heloc/domain';
import {
  type BorrowerEvent,
  type BorrowerEventFilter,
  readApplicationPeople,
  readBorrowerEvents,
} from '../../workflow';
import { findIdentityByUuid } from '../identity';
import { personLanguageOf } from '../../platform/i18n/person-language.repo';
import type { ServiceContext } from '../service-context';
import { insertNotifications, listKnownEventKeys, type NewNotification } from './notifications.repo';
import { notificationTextIn } from './notification-texts';
import { walletAddressOfApplication } from './wallet-accounts';

/*
 * Notifications from real events (docs/product/application-area.md §2.4; docs/decisions.md "Notifications"). The
 * engine keeps its own record of each event (a raised condition, the status history, a signer's signature, a sent
 * transfer); here each becomes one notification per person told, keyed by the event, so recording the same events
 * again (every poll, every sweep, every node) adds nothing. Chat replies are told by the chat module (notifyBorrower).
 */

/** One notification to record: who, about what, and the event's words. */
export interface NotificationToRecord {
  identityUuid: string;
  orgCode: string;
  eventKey: string;
  at: Date;
  event: NotificationEvent;
}

/** What the borrower must do for a raised condition; undefined for a category the borrower's list does not show. */
const actionOf = (event: Extract<BorrowerEvent, { kind: 'CONDITION_RAISED' }>) =>
  conditionAction({
    uuid: event.key,
    categoryEnum: event.categoryEnum,
    created: event.at.getTime(),
    actionNeeded: event.actionNeeded,
    requestDocuments: event.requestDocuments,
  });

const domainEventOf = (event: BorrowerEvent): NotificationEvent => {
  const { applicationUuid } = event;
  switch (event.kind) {
    case 'CONDITION_RAISED':
      return { kind: event.kind, applicationUuid, request: event.request ?? actionOf(event)?.description ?? null };
    case 'SIGNER_SIGNED':
      return { kind: event.kind, applicationUuid, signerName: event.signerName };
    case 'FUNDS_SENT':
      return {
        kind: event.kind,
        applicationUuid,
        amountDollars: event.amountDollars,
        accountLast4: event.accountLast4,
      };
    default:
      return { kind: event.kind, applicationUuid };
  }
};

/**
 * Who is told: the primary borrower of each event; of a co-signer's signature, also the other co-signers who
 * joined (everyone waiting on the signatures), never the one who signed.
 */
const recipientsOf = async (ctx: ServiceContext, event: BorrowerEvent): Promise<string[]> => {
  if (event.kind !== 'SIGNER_SIGNED') return [event.identityUuid];
  const people = await readApplicationPeople(ctx.db, event.applicationUuid);
  return people.map((p) => p.identityUuid).filter((uuid) => uuid !== event.signerIdentityUuid);
};

/** Records what is not recorded yet; answers how many notifications it added. */
export const recordNotifications = async (ctx: ServiceContext, items: readonly NotificationToRecord[]) => {
  const known = await listKnownEventKeys(
    ctx.db,
    [...new Set(items.map((i) => i.identityUuid))],
    [...new Set(items.map((i) => i.eventKey))],
  );
  const emails = new Map<string, string | null>();
  // docs/i18n.md: each person is told in the language on their profile.
  const languages = new Map<string, Language>();
  const rows: NewNotification[] = [];
  for (const item of items) {
    if (known.has(`${item.identityUuid} ${item.eventKey}`)) continue;
    if (!emails.has(item.identityUuid)) {
      emails.set(item.identityUuid, (await findIdentityByUuid(ctx.db, item.identityUuid))?.email ?? null);
    }
    const email = emails.get(item.identityUuid);
    if (!email) continue;
    if (!languages.has(item.identityUuid)) {
      languages.set(item.identityUuid, await personLanguageOf(ctx.db, item.identityUuid));
    }
    const text = notificationTextIn(item.event, languages.get(item.identityUuid) ?? 'en');
    rows.push({
      uuid: crypto.randomUUID(),
      identity_uuid: item.identityUuid,
      application_uuid: item.event.applicationUuid,
      org_code: item.orgCode,
      event_key: item.eventKey,
      kind: item.event.kind,
      title: text.title,
      description: text.description,
      ctas: JSON.stringify(text.ctas),
      wallet_address: walletAddressOfApplication(item.event.applicationUuid),
      email_to: email,
      created_at: item.at,
    });
  }
  return (await insertNotifications(ctx.db, rows)).length;
};

/** The engine's events of the filter, each recorded for the people it concerns; answers how many were added. */
export const recordBorrowerEvents = async (ctx: ServiceContext, filter: BorrowerEventFilter): Promise<number> => {
  const events = await readBorrowerEvents(ctx.db, filter);
  const items: NotificationToRecord[] = [];
  for (const event of events) {
    // A condition the borrower's requests list does not show (an unknown category) is not told either.
    if (event.kind === 'CONDITION_RAISED' && !actionOf(event)) continue;
    for (const identityUuid of await recipientsOf(ctx, event)) {
      items.push({
        identityUuid,
        orgCode: event.orgCode,
        eventKey: event.key,
        at: event.at,
        event: domainEventOf(event),
      });
    }
  }
  return recordNotifications(ctx, items);
};
