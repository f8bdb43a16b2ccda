import { formatDateTime } from '../../shared/console-labels';
import { DocumentViewer } from './document-viewer';
import type { FileSectionProps } from './file-context';
import { isNewSince } from '../../shared/live/seen-files';
import { NewMark } from '../../shared/live/new-mark';

/** The file's uploads and generated PDFs, viewed and downloaded (docs/product/operations-console.md §4). */
export function DocumentsSection({ file, lastSeen }: FileSectionProps) {
  return (
    <section id="file-documents" className="console-section stack" aria-labelledby="file-documents-title">
      <h2 id="file-documents-title">Documents</h2>
      {file.documents.length === 0 ? (
        <p>No documents yet.</p>
      ) : (
        <ul className="console-list">
          {file.documents.map((document) => (
            <li key={document.uuid} className="console-card stack">
              <h3>
                {document.title}
                {isNewSince(lastSeen, document.createdAt) && <NewMark />}
              </h3>
              <p className="card__meta">
                {document.source === 'UPLOAD' ? 'Uploaded' : 'Generated'} {formatDateTime(document.createdAt)}
              </p>
              <DocumentViewer applicationUuid={file.uuid} document={document} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
