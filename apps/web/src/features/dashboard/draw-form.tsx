import { isInRange, LINE_DRAW_MESSAGES, type Message } from '@heloc/domain';
import type { FundedLineAnswer, LineDrawAnswer } from '@heloc/domain/contracts';
import { type FormEvent, useState } from 'react';
import { errorMessageOf } from '../../lib/api-error';
import { useI18n } from '../../lib/i18n';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { TextField } from '../../ui/text-field';
import { useRequestDraw } from './api/request-draw';
import { dashboardMessages as m } from './dashboard.messages';

/*
 * Another draw from a funded line (docs/decisions.md "Draws after funding"). One request id per draw asked for, kept
 * in the tab's session storage until the server answers it: a double click, a retry after a failed call or a reload
 * in the middle sends the same id, and the server answers the same draw instead of sending a second transfer.
 */

const storageKey = (uuid: string) => `heloc.line-draw.${uuid}`;

interface Pending {
  requestId: string;
  amount: number;
}

const readPending = (uuid: string): Pending | null => {
  try {
    const raw = sessionStorage.getItem(storageKey(uuid));
    return raw ? (JSON.parse(raw) as Pending) : null;
  } catch {
    return null;
  }
};

/** The same id for the same amount while the last request is unanswered; a new one otherwise. */
const requestIdFor = (uuid: string, amount: number): string => {
  const pending = readPending(uuid);
  if (pending && pending.amount === amount) return pending.requestId;
  const requestId = crypto.randomUUID();
  sessionStorage.setItem(storageKey(uuid), JSON.stringify({ requestId, amount }));
  return requestId;
};

const parseDollars = (text: string): number | null => {
  const cleaned = text.replace(/[$,\s]/g, '');
  if (!/^\d+(\.\d+)?$/.test(cleaned)) return null;
  return Number(cleaned);
};

/** What the client can tell before asking: the same messages as the server. */
const amountError = (amount: number | null, line: FundedLineAnswer, enterAmount: string): string | Message | null => {
  if (amount === null) return enterAmount;
  if (!Number.isInteger(amount)) return LINE_DRAW_MESSAGES.wholeDollars;
  // docs/product/widgets-and-calculations.md §5: the numeric range check, from the smallest draw to what is available.
  if (isInRange(amount, line.minDraw, line.available)) return null;
  return amount < line.minDraw
    ? LINE_DRAW_MESSAGES.belowMinimum
    : LINE_DRAW_MESSAGES.aboveAvailable(Math.floor(line.available));
};

export function DrawForm({ line, onDrawn }: { line: FundedLineAnswer; onDrawn: (draw: LineDrawAnswer) => void }) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | Message | null>(null);
  const request = useRequestDraw(line.uuid);
  const { t, localize, money, percent } = useI18n();
  // A draw left on its way (the bank did not answer) is asked about again with its own id.
  const onItsWay = line.draws.find((d) => d.status === 'PENDING');

  const send = (requestId: string, amount: number) =>
    request.mutate(
      { requestId, amount },
      {
        onSuccess: ({ draw }) => {
          sessionStorage.removeItem(storageKey(line.uuid));
          setText('');
          onDrawn(draw);
        },
      },
    );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (request.isPending) return;
    const amount = parseDollars(text);
    const message = amountError(amount, line, t(m.enterAmount));
    setError(message);
    if (message || amount === null) return;
    send(requestIdFor(line.uuid, amount), amount);
  };

  if (onItsWay) {
    return (
      <div className="stack line-draw-form">
        <p>{t(m.pendingDraw, { amount: money(onItsWay.amount), mask: onItsWay.accountMask })}</p>
        <div className="row">
          <Button
            variant="secondary"
            isLoading={request.isPending}
            loadingLabel={t(m.checking)}
            onClick={() => send(onItsWay.requestId, onItsWay.amount)}
          >
            {t(m.checkOnDraw)}
          </Button>
        </div>
        {request.error && <Alert variant="error">{localize(errorMessageOf(request.error))}</Alert>}
      </div>
    );
  }

  return (
    <form className="stack line-draw-form" onSubmit={submit} noValidate aria-labelledby={`draw-title-${line.uuid}`}>
      <h4 id={`draw-title-${line.uuid}`}>{t(m.drawTitle)}</h4>
      <p>
        {t(m.drawRate, {
          rate: percent(line.drawRate.rate, 2),
          prime: percent(line.drawRate.primeRate, 2),
          margin: percent(line.drawRate.margin, 2),
        })}
      </p>
      <TextField
        label={t(m.amountLabel)}
        name="amount"
        inputMode="numeric"
        autoComplete="off"
        isRequired
        value={text}
        onChange={(event) => setText(event.target.value)}
        hint={t(m.amountHint, { min: money(line.minDraw), max: money(Math.floor(line.available)) })}
        error={error ? localize(error) : undefined}
      />
      {request.error && <Alert variant="error">{localize(errorMessageOf(request.error))}</Alert>}
      <div className="row">
        <Button type="submit" isLoading={request.isPending} loadingLabel={t(m.sendingDraw)}>
          {t(m.drawNow)}
        </Button>
      </div>
    </form>
  );
}
