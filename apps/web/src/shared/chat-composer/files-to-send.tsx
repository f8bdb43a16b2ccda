import type { ChatAttachment } from '@heloc/domain/contracts';
import type { ReactNode } from 'react';
import { Button } from '../../ui/button';

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
  return (
    <ul className={className} aria-label="Files to send">
      {files.map((file) => (
        <li key={file.uuid}>
          {file.fileName}{' '}
          <Button variant="link" aria-label={`Remove ${file.fileName}`} onClick={() => onRemove(file.uuid)}>
            Remove
          </Button>
        </li>
      ))}
      {children}
    </ul>
  );
}
