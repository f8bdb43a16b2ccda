import type { SignatureInput } from '@heloc/domain/contracts';
import { useEffect, useId, useRef, useState } from 'react';
import type SignaturePad from 'signature_pad';
import { useI18n } from '../../lib/i18n';
import { Alert } from '../alert';
import { Button } from '../button';
import { TextField } from '../text-field';
import { signingMessages as m } from './signing.messages';

export interface SignatureFieldProps {
  /** The signature place's label: the group's accessible name. */
  label: string;
  /** The signer's name, offered as the typed signature. */
  defaultName?: string;
  isSigning?: boolean;
  error?: string | undefined;
  onSign: (signature: SignatureInput) => void;
}

/**
 * One signature place: the signer types their name or draws with a finger, pen or mouse (signature_pad), then
 * selects Sign. Typing is the keyboard and screen-reader way; drawing is offered beside it.
 */
export function SignatureField({ label, defaultName = '', isSigning = false, error, onSign }: SignatureFieldProps) {
  const id = useId();
  const { t, localize } = useI18n();
  const [mode, setMode] = useState<'TYPED' | 'DRAWN'>('TYPED');
  const [typed, setTyped] = useState(defaultName);
  const [problem, setProblem] = useState<string>();
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const padRef = useRef<SignaturePad | null>(null);

  // The signer's name may arrive after the field (a second call): offered once, never over what they typed.
  useEffect(() => {
    if (defaultName) setTyped((current) => current || defaultName);
  }, [defaultName]);

  useEffect(() => {
    if (mode !== 'DRAWN' || !canvasRef.current) return undefined;
    let pad: SignaturePad | undefined;
    let cancelled = false;
    void import('signature_pad').then(({ default: Pad }) => {
      if (cancelled || !canvasRef.current) return;
      const canvas = canvasRef.current;
      const ratio = Math.max(window.devicePixelRatio || 1, 1);
      canvas.width = canvas.offsetWidth * ratio;
      canvas.height = canvas.offsetHeight * ratio;
      canvas.getContext('2d')?.scale(ratio, ratio);
      pad = new Pad(canvas, { backgroundColor: 'rgba(255,255,255,0)' });
      padRef.current = pad;
    });
    return () => {
      cancelled = true;
      pad?.off();
      padRef.current = null;
    };
  }, [mode]);

  const sign = () => {
    setProblem(undefined);
    if (mode === 'TYPED') {
      if (typed.trim().length < 2) return setProblem(t(m.typeRequired));
      return onSign({ type: 'TYPED', text: typed.trim() });
    }
    const pad = padRef.current;
    if (!pad || pad.isEmpty()) return setProblem(t(m.drawRequired));
    return onSign({ type: 'DRAWN', image: pad.toDataURL('image/png') });
  };

  return (
    <fieldset className="signature-field" aria-describedby={`${id}-how`}>
      <legend className="signature-field__legend">{label}</legend>
      <div className="signature-field__modes" role="radiogroup" aria-label={t(m.howYouSign)} id={`${id}-how`}>
        <label>
          <input type="radio" name={`${id}-mode`} checked={mode === 'TYPED'} onChange={() => setMode('TYPED')} />
          {t(m.typeMode)}
        </label>
        <label>
          <input type="radio" name={`${id}-mode`} checked={mode === 'DRAWN'} onChange={() => setMode('DRAWN')} />
          {t(m.drawMode)}
        </label>
      </div>
      {mode === 'TYPED' ? (
        <TextField
          label={t(m.typedLabel)}
          value={typed}
          maxLength={100}
          autoComplete="name"
          onChange={(event) => setTyped(event.target.value)}
          className="signature-field__typed"
        />
      ) : (
        <div className="signature-field__pad">
          <canvas ref={canvasRef} role="img" aria-label={t(m.drawingArea)} />
          <Button variant="link" onClick={() => padRef.current?.clear()}>
            {t(m.clearDrawing)}
          </Button>
        </div>
      )}
      {(problem ?? error) && <Alert variant="error">{problem ?? localize(error ?? '')}</Alert>}
      <Button onClick={sign} isLoading={isSigning} loadingLabel={t(m.signing)}>
        {t(m.sign)}
      </Button>
    </fieldset>
  );
}
