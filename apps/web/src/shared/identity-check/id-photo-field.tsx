import { formatFileSize } from '@heloc/domain';
import { useEffect, useId, useRef, useState } from 'react';
import { useI18n } from '../../lib/i18n';
import { Button } from '../../ui/button';
import { FieldError } from '../../ui/field-parts';
import { identityCheckMessages as m } from './identity.messages';
import './identity.css';

/** The photo types the field offers: phone cameras save JPEG or HEIC; a PDF scan is also stored (server check). */
const ACCEPT = 'image/jpeg,image/png,image/heic,image/heif,application/pdf,.heic,.heif';
// A browser can draw these; a HEIC photo or a PDF is listed by name and size only.
const PREVIEWABLE = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/gif']);

const isTouchDevice = () =>
  typeof window !== 'undefined' &&
  typeof window.matchMedia === 'function' &&
  window.matchMedia('(pointer: coarse)').matches;

export interface IdPhotoFieldProps {
  label: string;
  hint: string;
  file: File | null;
  onChange: (file: File | null) => void;
  error?: string | undefined;
}

/**
 * One side of the ID: a file input (any photo or scan), and on phones a "Take a photo" button that opens the camera
 * directly (capture); a preview of the chosen photo with its size (docs/product/widgets-and-calculations.md §9 file sizes).
 */
export function IdPhotoField({ label, hint, file, onChange, error }: IdPhotoFieldProps) {
  const id = useId();
  const cameraRef = useRef<HTMLInputElement>(null);
  const [previewUrl, setPreviewUrl] = useState<string | null>(null);
  const [hasCamera] = useState(isTouchDevice);
  const { t } = useI18n();
  const hintId = `${id}-hint`;
  const errorId = error ? `${id}-error` : undefined;

  useEffect(() => {
    if (!file || !PREVIEWABLE.has(file.type)) return setPreviewUrl(null);
    const url = URL.createObjectURL(file);
    setPreviewUrl(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  const pick = (files: FileList | null) => onChange(files?.[0] ?? null);

  return (
    <div className={['ui-field', 'id-photo', error ? 'ui-field--invalid' : ''].filter(Boolean).join(' ')}>
      <label className="ui-field__label" htmlFor={id}>
        {label}
      </label>
      <p id={hintId} className="ui-field__hint">
        {hint}
      </p>
      <input
        id={id}
        type="file"
        accept={ACCEPT}
        aria-describedby={[hintId, errorId].filter(Boolean).join(' ')}
        aria-invalid={error ? true : undefined}
        onChange={(event) => pick(event.target.files)}
      />
      {hasCamera && (
        <>
          <input
            ref={cameraRef}
            type="file"
            accept="image/*"
            capture="environment"
            className="ui-visually-hidden"
            tabIndex={-1}
            aria-hidden="true"
            onChange={(event) => pick(event.target.files)}
          />
          <Button variant="secondary" onClick={() => cameraRef.current?.click()}>
            {t(m.takePhoto, { side: label.toLowerCase().replace(/ of your id$/, '') })}
          </Button>
        </>
      )}
      {file && (
        <div className="id-photo__chosen">
          {previewUrl ? (
            <img className="id-photo__preview" src={previewUrl} alt={t(m.preview, { side: label.toLowerCase() })} />
          ) : null}
          <p>{t(m.chosenFile, { name: file.name, size: formatFileSize(file.size) })}</p>
        </div>
      )}
      <FieldError id={errorId} error={error} />
    </div>
  );
}
