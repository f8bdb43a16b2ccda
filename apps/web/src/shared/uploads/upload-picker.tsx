import { UPLOAD_ACCEPT_ATTRIBUTE } from '@heloc/domain';
import type { ReactNode, Ref } from 'react';

export interface UploadPickerProps {
  id: string;
  /** The block's own class (its screen's look); the picker adds `stack`. */
  className: string;
  label: ReactNode;
  hint: ReactNode;
  /** Every chosen file, at once; the input is emptied so the same file can be chosen again. */
  onFiles: (files: File[]) => void;
  disabled?: boolean;
  inputRef?: Ref<HTMLInputElement>;
}

/** The one picker of documents to upload, several at a time; `useFileUploads` sends what it picks. */
export function UploadPicker({ id, className, label, hint, onFiles, disabled, inputRef }: UploadPickerProps) {
  return (
    <div className={`${className} stack`}>
      <label htmlFor={id} className="ui-field__label">
        {label}
      </label>
      <p id={`${id}-hint`} className="ui-field__hint">
        {hint}
      </p>
      <input
        ref={inputRef}
        id={id}
        type="file"
        multiple
        accept={UPLOAD_ACCEPT_ATTRIBUTE}
        aria-describedby={`${id}-hint`}
        disabled={disabled}
        onChange={(event) => {
          onFiles(Array.from(event.target.files ?? []));
          event.target.value = '';
        }}
      />
    </div>
  );
}
