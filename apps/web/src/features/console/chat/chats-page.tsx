import type { ConsoleChatRow, consoleChatListsSchema } from '@heloc/domain/contracts';
import type { ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import type { z } from 'zod';
import { errorMessageOf } from '../../../lib/api-error';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { Spinner } from '../../../ui/spinner';
import { useCompleteCallback, useTakeConsoleChat } from '../api/act-on-console-chat';
import { useConsoleChats } from '../api/get-console-chats';
import { durationSince, formatDateTime } from '../console-labels';
import { consoleChatPath, consoleFilePath } from '../console-paths';
import { TableRegion } from '../table-region';
import { useConsoleTitle } from '../use-console-title';
import { ConnectionBar } from './connection-bar';

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
      {lists.error && <Alert variant="error">{errorMessageOf(lists.error)}</Alert>}
      {take.error && <Alert variant="error">{errorMessageOf(take.error)}</Alert>}
      {done.error && <Alert variant="error">{errorMessageOf(done.error)}</Alert>}
      {lists.isPending && <Spinner label="Loading the chats" />}
      {lists.data && (
        <>
          <ChatList id="chats-waiting" title="Waiting" empty="Nobody is waiting." rows={lists.data.waiting}>
            {(row) => (
              <>
                <td>{row.emailAddress}</td>
                <td>{row.orgCode}</td>
                <td>{row.skill}</td>
                <td>
                  <LoanNumber row={row} />
                </td>
                <td>
                  {row.waitingSince ? (
                    <time dateTime={row.waitingSince} title={formatDateTime(row.waitingSince)}>
                      {durationSince(row.waitingSince, now)}
                    </time>
                  ) : (
                    '—'
                  )}
                </td>
                <td>{row.lastMessage ?? '—'}</td>
                <td className="console-row-actions">
                  <Button
                    aria-label={`Take the chat with ${row.friendlyName}`}
                    isLoading={take.isPending && take.variables === row.uuid}
                    loadingLabel="Taking"
                    disabled={take.isPending}
                    onClick={() => onTake(row)}
                  >
                    Take
                  </Button>
                </td>
              </>
            )}
          </ChatList>
          <ChatList id="chats-mine" title="My chats" empty="You have no open chats." rows={lists.data.mine} linked>
            {(row) => (
              <>
                <td>{row.emailAddress}</td>
                <td>{row.orgCode}</td>
                <td>{row.skill}</td>
                <td>
                  <LoanNumber row={row} />
                </td>
                <td>{formatDateTime(row.startedAt)}</td>
                <td>{row.lastMessage ?? '—'}</td>
              </>
            )}
          </ChatList>
          <ChatList
            id="chats-others"
            title="Others' chats"
            empty="No other agent has an open chat."
            rows={lists.data.others}
            linked
            agentColumn
          >
            {(row) => (
              <>
                <td>{row.agent?.name ?? '—'}</td>
                <td>{row.orgCode}</td>
                <td>{row.skill}</td>
                <td>
                  <LoanNumber row={row} />
                </td>
                <td>{formatDateTime(row.startedAt)}</td>
                <td>{row.lastMessage ?? '—'}</td>
              </>
            )}
          </ChatList>
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

function ChatList({
  id,
  title,
  empty,
  rows,
  linked = false,
  agentColumn = false,
  children,
}: {
  id: string;
  title: string;
  empty: string;
  rows: readonly ConsoleChatRow[];
  /** The borrower's name opens the chat. */
  linked?: boolean;
  agentColumn?: boolean;
  children: (row: ConsoleChatRow) => ReactNode;
}) {
  const waiting = id === 'chats-waiting';
  return (
    <section className="console-section stack" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>
        {title} ({rows.length})
      </h2>
      {rows.length === 0 ? (
        <p>{empty}</p>
      ) : (
        <TableRegion label={`${title} table`}>
          <table className="console-table" aria-labelledby={`${id}-title`}>
            <thead>
              <tr>
                <th scope="col">Borrower</th>
                <th scope="col">{agentColumn ? 'Agent' : 'E-mail'}</th>
                <th scope="col">Organisation</th>
                <th scope="col">Skill</th>
                <th scope="col">Loan number</th>
                <th scope="col">{waiting ? 'Waiting for' : 'Started'}</th>
                <th scope="col">Last message</th>
                {waiting && (
                  <th scope="col">
                    <span className="ui-visually-hidden">Actions</span>
                  </th>
                )}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.uuid}>
                  <th scope="row">
                    {linked ? <Link to={consoleChatPath(row.uuid)}>{row.friendlyName}</Link> : row.friendlyName}
                  </th>
                  {children(row)}
                </tr>
              ))}
            </tbody>
          </table>
        </TableRegion>
      )}
    </section>
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
  return (
    <section className="console-section stack" aria-labelledby="chats-callbacks-title">
      <h2 id="chats-callbacks-title">Call-back requests ({callbacks.length})</h2>
      {callbacks.length === 0 ? (
        <p>No call-back requests.</p>
      ) : (
        <TableRegion label="Call-back requests table">
          <table className="console-table" aria-labelledby="chats-callbacks-title">
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">Phone</th>
                <th scope="col">E-mail</th>
                <th scope="col">Organisation</th>
                <th scope="col">Requested at</th>
                <th scope="col">
                  <span className="ui-visually-hidden">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {callbacks.map((callback) => (
                <tr key={callback.uuid}>
                  <th scope="row">{callback.friendlyName}</th>
                  <td>
                    <a href={`tel:${callback.phoneNumber}`}>{callback.phoneNumber}</a>
                  </td>
                  <td>{callback.emailAddress}</td>
                  <td>{callback.orgCode}</td>
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
            </tbody>
          </table>
        </TableRegion>
      )}
    </section>
  );
}
