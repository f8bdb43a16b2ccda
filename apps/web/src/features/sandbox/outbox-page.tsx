import type { OutboxEmail } from '@heloc/domain/contracts';
import { useState } from 'react';
import { useOutbox } from './api/get-outbox';
import { englishErrorOf } from '../../lib/api-error';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { Spinner } from '../../ui/spinner';
import { TextField } from '../../ui/text-field';
import './outbox.css';

const KEY_STORAGE = 'heloc_sandbox_key';

const storedKey = () => {
  try {
    return sessionStorage.getItem(KEY_STORAGE) ?? '';
  } catch {
    return '';
  }
};

/** Splits an e-mail's text into lines, turning the links in it into links the tester can follow. */
function EmailText({ text }: { text: string }) {
  return (
    <div className="outbox-email__text">
      {text.split('\n').map((line, index) =>
        /^https?:\/\/\S+$/.test(line.trim()) ? (
          <p key={index}>
            <a href={line.trim()}>{line.trim()}</a>
          </p>
        ) : (
          <p key={index}>{line || '\u00a0'}</p>
        ),
      )}
    </div>
  );
}

/**
 * /account/heloc/sandbox/outbox (sandbox only, docs/sandbox.md): the e-mails the server would have sent
 * (EMAIL_TRANSPORT=outbox), newest first, read through the sandbox control API with the sandbox key. Lets a tester
 * follow a signer invitation without a mailbox.
 */
export function SandboxOutboxPage() {
  const [key, setKey] = useState(storedKey);
  const [draftKey, setDraftKey] = useState(storedKey);
  const [to, setTo] = useState('');
  const [draftTo, setDraftTo] = useState('');
  const outbox = useOutbox(key, to);

  return (
    <section className="page page--narrow stack outbox-page" aria-labelledby="outbox-title">
      <h1 id="outbox-title">Sandbox e-mail outbox</h1>
      <p className="page__lead">
        In the sandbox no e-mail leaves the server: every message it would send is kept here. Enter the sandbox key to
        read them.
      </p>
      <form
        className="stack"
        aria-label="Read the outbox"
        onSubmit={(event) => {
          event.preventDefault();
          try {
            sessionStorage.setItem(KEY_STORAGE, draftKey);
          } catch {
            // No storage: the key lasts for this page only.
          }
          setKey(draftKey);
          setTo(draftTo.trim());
        }}
      >
        <TextField
          label="Sandbox key"
          type="password"
          autoComplete="off"
          value={draftKey}
          onChange={(event) => setDraftKey(event.target.value)}
        />
        <TextField
          label="Recipient (optional)"
          type="email"
          autoComplete="off"
          value={draftTo}
          onChange={(event) => setDraftTo(event.target.value)}
        />
        <div>
          <Button type="submit">Show e-mails</Button>
        </div>
      </form>
      {outbox.error && <Alert variant="error">{englishErrorOf(outbox.error)}</Alert>}
      {key !== '' && outbox.isLoading && <Spinner label="Loading e-mails" />}
      {outbox.data && outbox.data.length === 0 && <p role="status">No e-mails yet.</p>}
      {outbox.data && outbox.data.length > 0 && (
        <ul className="outbox-list" aria-label="E-mails">
          {outbox.data.map((email: OutboxEmail) => (
            <li key={email.uuid} className="outbox-email stack">
              <h2>{email.subject}</h2>
              <p className="outbox-email__meta">
                To {email.to} · from {email.from} · {new Date(email.createdAt).toLocaleString()}
              </p>
              <EmailText text={email.text} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
