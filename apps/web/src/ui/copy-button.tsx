import { WALLET_COPY_CONFIRMATION_MS } from '@heloc/domain';
import { useEffect, useState } from 'react';
import { useI18n } from '../lib/i18n';
import { useAccessibility } from './accessibility';
import { uiMessages as m } from './ui.messages';

export interface CopyButtonProps {
  /** The text put on the clipboard (a wallet address whole, though it is shown masked). */
  value: string;
  /** What is copied, for the button's accessible name: "Copy {what}". */
  what: string;
}

/**
 * Copies `value` to the clipboard and says "Copied" for 1 s (docs/product/application-area.md §9: wallet copy
 * confirmation 1 s) in the button, and to screen readers through the accessibility context's live region; a refused
 * clipboard says so instead.
 */
export function CopyButton({ value, what }: CopyButtonProps) {
  const { t } = useI18n();
  const { announce } = useAccessibility();
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');

  useEffect(() => {
    if (state === 'idle') return undefined;
    const timer = setTimeout(() => setState('idle'), WALLET_COPY_CONFIRMATION_MS);
    return () => clearTimeout(timer);
  }, [state]);

  const copy = () => {
    navigator.clipboard.writeText(value).then(
      () => {
        setState('copied');
        announce(t(m.copiedWhat, { what }));
      },
      () => {
        setState('failed');
        announce(t(m.copyFailed));
      },
    );
  };

  return (
    <span className="ui-copy">
      <button type="button" className="ui-button ui-button--secondary ui-copy__button" onClick={copy}>
        {state === 'copied' ? t(m.copied) : t(m.copy)}
        <span className="ui-visually-hidden"> {what}</span>
      </button>
      {state === 'failed' && <span className="ui-copy__failed">{t(m.copyFailed)}</span>}
    </span>
  );
}
