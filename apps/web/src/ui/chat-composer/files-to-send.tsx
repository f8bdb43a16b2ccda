import type { ChatAttachment } from '@heloc/domain/contracts';
import type { ReactNode } from 'react';
import { useI18n } from '../../lib/i18n';
import { Button } from '../button';
import { chatComposerMessages as m } from './chat-composer.messages';

/** The space between inline parts (not a text to translate). */
const SPACE = ' ';

/** The files waiting for the next message, each with its Remove button; `children` ends the list (an upload's note). */
export function FilesToSend({
  className,
  files,
  onRemove,
  children,
}: {
  className: string;
  files: ChatAttachment[];
  onRemove: (uuid: string) => void;
  children?: ReactNode;
}) {
  const { t } = useI18n();
  return (
    <ul className={className} aria-label={t(m.files)}>
      {files.map((file) => (
        <li key={file.uuid}>
          {file.fileName}
          {SPACE}
          <Button
            variant="link"
            aria-label={t(m.removeFile, { name: file.fileName })}
            onClick={() => onRemove(file.uuid)}
          >
            {t(m.remove)}
          </Button>
        </li>
      ))}
      {children}
    </ul>
  );
}
