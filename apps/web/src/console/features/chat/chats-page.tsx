import { formatPhoneDisplay } from '@heloc/domain';
import type { ConsoleChatRow, consoleChatListsSchema } from '@heloc/domain/contracts';
import type { ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import type { z } from 'zod';
import { englishErrorOf } from '../../../lib/api-error';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { Spinner } from '../../../ui/spinner';
import { useCompleteCallback, useTakeConsoleChat } from './api/act-on-console-chat';
import { useConsoleChats } from './api/get-console-chats';
import { durationSince, formatDateTime } from '../../shared/console-labels';
import { consoleChatPath, consoleFilePath } from '../../shared/console-paths';
import { ConsoleTable } from '../../shared/console-table';
import { useConsoleTitle } from '../../shared/use-console-title';
import { ConnectionBar } from './connection-bar';
import { useOrgName } from '../../shared/api/list-staff-organisations';

type Callback = z.infer<typeof consoleChatListsSchema>['callbacks'][number];

/**
 * /console/chats (docs/product/chat.md §4): the agent's availability, the waiting queue (the borrower's file linked
 * when signed in), the member's chats, the others' and the call-back requests. Read again on every queue-changed
 * frame and every 30 s.
 */
export function ChatsPage() {
  const lists = useConsoleChats();
  const take = useTakeConsoleChat();
  const done = useCompleteCallback();
  const navigate = useNavigate();
  useConsoleTitle('Chats');
  const now = new Date();

  const onTake = (row: ConsoleChatRow) =>
    take.mutate(row.uuid, { onSuccess: () => void navigate(consoleChatPath(row.uuid)) });

  return (
    <section className="stack" aria-labelledby="chats-title">
      <h1 id="chats-title">Chats</h1>
      <ConnectionBar />
      {lists.error && <Alert variant="error">{englishErrorOf(lists.error)}</Alert>}
      {take.error && <Alert variant="error">{englishErrorOf(take.error)}</Alert>}
      {done.error && <Alert variant="error">{englishErrorOf(done.error)}</Alert>}
      {lists.isPending && <Spinner label="Loading the chats" />}
      {lists.data && (
        <>
          <ChatList
            id="chats-waiting"
            title="Waiting"
            empty="Nobody is waiting."
            rows={lists.data.waiting}
            now={now}
            action={(row) => (
              <Button
                aria-label={`Take the chat with ${row.friendlyName}`}
                isLoading={take.isPending && take.variables === row.uuid}
                loadingLabel="Taking"
                disabled={take.isPending}
                onClick={() => onTake(row)}
              >
                Take
              </Button>
            )}
          />
          <ChatList
            id="chats-mine"
            title="My chats"
            empty="You have no open chats."
            rows={lists.data.mine}
            now={now}
            linked
          />
          <ChatList
            id="chats-others"
            title="Others' chats"
            empty="No other agent has an open chat."
            rows={lists.data.others}
            now={now}
            linked
            agentColumn
          />
          <Callbacks
            callbacks={lists.data.callbacks}
            pendingUuid={done.isPending ? done.variables : undefined}
            onDone={(uuid) => done.mutate(uuid)}
          />
        </>
      )}
    </section>
  );
}

/** The loan number, linked to the borrower's file when a signed-in borrower opened the chat. */
function LoanNumber({ row }: { row: ConsoleChatRow }) {
  if (!row.applicationUuid) return <>{row.loanNumber ?? '—'}</>;
  return <Link to={consoleFilePath(row.applicationUuid)}>{row.loanNumber ?? 'Open the file'}</Link>;
}

/** A list's section: its heading with the count, then the table or, when there is nothing, a sentence. */
function ListSection({
  id,
  title,
  count,
  empty,
  children,
}: {
  id: string;
  title: string;
  count: number;
  empty: string;
  children: ReactNode;
}) {
  return (
    <section className="console-section stack" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>
        {title} ({count})
      </h2>
      {count === 0 ? <p>{empty}</p> : children}
    </section>
  );
}

/**
 * A list of chats: the borrower (linked to the chat when `linked`), the e-mail or the agent, the organisation, the
 * skill, the loan number, how long they have waited (with `action`, the waiting queue) or when it started, the last
 * message, and the row's `action`.
 */
function ChatList({
  id,
  title,
  empty,
  rows,
  now,
  linked = false,
  agentColumn = false,
  action,
}: {
  id: string;
  title: string;
  empty: string;
  rows: readonly ConsoleChatRow[];
  now: Date;
  /** The borrower's name opens the chat. */
  linked?: boolean;
  agentColumn?: boolean;
  action?: (row: ConsoleChatRow) => ReactNode;
}) {
  const waiting = action !== undefined;
  const orgName = useOrgName();
  return (
    <ListSection id={id} title={title} count={rows.length} empty={empty}>
      <ConsoleTable
        label={`${title} table`}
        labelledBy={`${id}-title`}
        columns={[
          'Borrower',
          agentColumn ? 'Agent' : 'E-mail',
          'Organisation',
          'Skill',
          'Loan number',
          waiting ? 'Waiting for' : 'Started',
          'Last message',
        ]}
        actions={waiting}
      >
        {rows.map((row) => (
          <tr key={row.uuid}>
            <th scope="row">
              {linked ? <Link to={consoleChatPath(row.uuid)}>{row.friendlyName}</Link> : row.friendlyName}
            </th>
            <td>{agentColumn ? (row.agent?.name ?? '—') : row.emailAddress}</td>
            <td>{orgName(row.orgCode)}</td>
            <td>{row.skill}</td>
            <td>
              <LoanNumber row={row} />
            </td>
            <td>{waiting ? <WaitingFor since={row.waitingSince} now={now} /> : formatDateTime(row.startedAt)}</td>
            <td>{row.lastMessage ?? '—'}</td>
            {action && <td className="console-row-actions">{action(row)}</td>}
          </tr>
        ))}
      </ConsoleTable>
    </ListSection>
  );
}

function WaitingFor({ since, now }: { since: string | null; now: Date }) {
  if (!since) return <>—</>;
  return (
    <time dateTime={since} title={formatDateTime(since)}>
      {durationSince(since, now)}
    </time>
  );
}

function Callbacks({
  callbacks,
  pendingUuid,
  onDone,
}: {
  callbacks: readonly Callback[];
  pendingUuid: string | undefined;
  onDone: (uuid: string) => void;
}) {
  const orgName = useOrgName();
  return (
    <ListSection
      id="chats-callbacks"
      title="Call-back requests"
      count={callbacks.length}
      empty="No call-back requests."
    >
      <ConsoleTable
        label="Call-back requests table"
        labelledBy="chats-callbacks-title"
        columns={['Name', 'Phone', 'E-mail', 'Organisation', 'Requested at']}
        actions
      >
        {callbacks.map((callback) => (
          <tr key={callback.uuid}>
            <th scope="row">{callback.friendlyName}</th>
            <td>
              <a href={`tel:${callback.phoneNumber}`}>{formatPhoneDisplay(callback.phoneNumber)}</a>
            </td>
            <td>{callback.emailAddress}</td>
            <td>{orgName(callback.orgCode)}</td>
            <td>{formatDateTime(callback.requestedAt)}</td>
            <td className="console-row-actions">
              <Button
                variant="secondary"
                aria-label={`Mark done: ${callback.friendlyName}`}
                isLoading={pendingUuid === callback.uuid}
                loadingLabel="Saving"
                onClick={() => onDone(callback.uuid)}
              >
                Mark done
              </Button>
            </td>
          </tr>
        ))}
      </ConsoleTable>
    </ListSection>
  );
}
