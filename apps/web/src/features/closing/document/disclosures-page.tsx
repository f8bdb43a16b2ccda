import type { ClosingDocument } from '@heloc/domain/contracts';
import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router';
import { errorMessageOf } from '../../../lib/api-error';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { useClosingDocumentBlob } from '../../../shared/closing-signer/api/get-closing-document-blob';
import { useClosingPackage } from '../../../shared/closing-signer/api/get-closing-package';
import { useMarkRead } from '../../../shared/closing-signer/api/mark-read';
import { PdfViewer } from '../../../ui/signing/pdf-viewer';
import { Spinner } from '../../../ui/spinner';
import '../../../ui/signing/signing.css';
import { applicationPath } from '../../../shared/application-status/destination';

/**
 * /{uuid}/document/disclosures: every document of the closing package, to read in the viewer (reading one to its
 * end counts for signing it) and to download; once signed, the signed copy with its certificate page too.
 */
export function DisclosuresPage() {
  const { uuid = '' } = useParams();
  const pkg = useClosingPackage(uuid);
  const [open, setOpen] = useState<string | null>(null);

  return (
    <section className="page stack" aria-labelledby="disclosures-title">
      <h1 id="disclosures-title">Your closing documents</h1>
      <p className="page__lead">
        Read your home equity disclosures and loan documents here, and download a copy of each. Signed copies appear
        once you have signed.
      </p>
      {pkg.isPending && <Spinner label="Loading your documents" />}
      {pkg.error && <Alert variant="error">{errorMessageOf(pkg.error)}</Alert>}
      {pkg.data && !pkg.data.ready && <Alert variant="info">Your closing documents are still being prepared.</Alert>}
      {pkg.data?.ready && (
        <ul className="stack disclosures-list">
          {pkg.data.documents.map((doc) => (
            <li key={doc.id} className="stack">
              <h2>{doc.title}</h2>
              <div className="row">
                <Button
                  variant="secondary"
                  onClick={() => setOpen(open === doc.id ? null : doc.id)}
                  aria-expanded={open === doc.id}
                >
                  {open === doc.id ? `Close ${doc.title}` : `Read ${doc.title}`}
                </Button>
              </div>
              {open === doc.id && <DisclosureViewer uuid={uuid} doc={doc} />}
              {doc.readAt && <p className="closing-signer__state">You have read this document to the end.</p>}
              <DownloadLink
                uuid={uuid}
                documentUuid={doc.documentUuid}
                label={`Download ${doc.title} (PDF)`}
                file={doc.title}
              />
              {doc.signedDocumentUuid && (
                <DownloadLink
                  uuid={uuid}
                  documentUuid={doc.signedDocumentUuid}
                  label={`Download signed ${doc.title} (PDF)`}
                  file={`${doc.title} (signed)`}
                />
              )}
            </li>
          ))}
        </ul>
      )}
      <p>
        <Link to={applicationPath(uuid, '')}>Back to your application</Link>
      </p>
    </section>
  );
}

function DisclosureViewer({ uuid, doc }: { uuid: string; doc: ClosingDocument }) {
  const blob = useClosingDocumentBlob(uuid, doc.documentUuid);
  const markRead = useMarkRead(uuid);
  if (blob.error) return <Alert variant="error">{errorMessageOf(blob.error)}</Alert>;
  if (!blob.data) return <Spinner label={`Loading ${doc.title}`} />;
  return (
    <PdfViewer
      data={blob.data}
      title={doc.title}
      onReachedEnd={() => {
        if (!doc.readAt) markRead.mutate(doc.id);
      }}
    />
  );
}

function DownloadLink({
  uuid,
  documentUuid,
  label,
  file,
}: {
  uuid: string;
  documentUuid: string;
  label: string;
  file: string;
}) {
  const blob = useClosingDocumentBlob(uuid, documentUuid);
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    if (!blob.data) return undefined;
    const objectUrl = URL.createObjectURL(blob.data);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [blob.data]);
  if (!url) return null;
  return (
    <p>
      <a href={url} download={`${file}.pdf`}>
        {label}
      </a>
    </p>
  );
}
