import { formatFileSize } from '@heloc/domain';
import { useEffect, useState } from 'react';
import { englishErrorOf } from '../../../lib/api-error';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { Spinner } from '../../../ui/spinner';
import { PdfViewer } from '../../../ui/signing/pdf-viewer';
import { useDocumentBlob, useDownloadDocument } from './api/download-document';

export interface ViewableDocument {
  uuid: string;
  title: string;
  fileName: string;
  contentType: string;
  size: number;
}

/** An image shown from its bytes through an object URL, freed when it goes. */
function ImagePreview({ blob, alt }: { blob: Blob; alt: string }) {
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    const objectUrl = URL.createObjectURL(blob);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [blob]);
  return url ? <img className="console-preview-image" src={url} alt={alt} /> : null;
}

/**
 * One document, opened on demand: a PDF in the borrower area's viewer, an image as a preview, anything else as a
 * download only. The bytes are fetched with the staff token (docs/product/operations-console.md §4).
 */
export function DocumentViewer({ applicationUuid, document }: { applicationUuid: string; document: ViewableDocument }) {
  const [isOpen, setIsOpen] = useState(false);
  const blob = useDocumentBlob(applicationUuid, isOpen ? document.uuid : undefined);
  const isPdf = document.contentType === 'application/pdf';
  const isImage = document.contentType.startsWith('image/') && document.contentType !== 'image/heic';
  return (
    <div className="stack">
      <div className="console-actions">
        {(isPdf || isImage) && (
          <Button variant="secondary" aria-expanded={isOpen} onClick={() => setIsOpen(!isOpen)}>
            {isOpen ? `Close ${document.title}` : `View ${document.title}`}
          </Button>
        )}
        <DownloadButton applicationUuid={applicationUuid} document={document} />
        <span className="card__meta">
          {document.fileName}, {formatFileSize(document.size)}
        </span>
      </div>
      {isOpen && blob.error && <Alert variant="error">{englishErrorOf(blob.error)}</Alert>}
      {isOpen && blob.isPending && <Spinner label={`Loading ${document.title}`} />}
      {isOpen && blob.data && isPdf && <PdfViewer data={blob.data} title={document.title} />}
      {isOpen && blob.data && isImage && <ImagePreview blob={blob.data} alt={document.title} />}
    </div>
  );
}

function DownloadButton({ applicationUuid, document }: { applicationUuid: string; document: ViewableDocument }) {
  const download = useDownloadDocument(applicationUuid);
  return (
    <>
      <Button
        variant="secondary"
        isLoading={download.isPending}
        loadingLabel="Downloading"
        onClick={() => download.mutate({ documentUuid: document.uuid, fileName: document.fileName })}
      >
        Download {document.title}
      </Button>
      {download.error && <Alert variant="error">{englishErrorOf(download.error)}</Alert>}
    </>
  );
}
