import type { ClosingDocument, HelocStatus } from '@heloc/domain/contracts';
import { useEffect, useRef, useState } from 'react';
import { errorMessageOf } from '../../lib/api-error';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { Spinner } from '../../ui/spinner';
import { ClosingConsent } from './closing-consent';
import { useClosingDocumentBlob } from './api/get-closing-document-blob';
import { useClosingPackage } from './api/get-closing-package';
import { useCompleteSigning } from './api/complete-signing';
import { useMarkRead } from './api/mark-read';
import { useSignPlace } from './api/sign-place';
import { PdfViewer } from '../../ui/signing/pdf-viewer';
import { SignatureField } from '../../ui/signing/signature-field';
import '../../ui/signing/signing.css';

export interface ClosingSignerProps {
  /** The application whose closing package the signed-in participant signs. */
  uuid: string;
  /** Offered as the typed signature. */
  signerName?: string;
  /** After Finish: the status the call answered (the applicant's screen routes on it). */
  onComplete: (status: HelocStatus) => void;
}

/**
 * The signed-in participant reads and signs, one document at a time, every document with a place of theirs
 * (the borrower all of them; an additional signer the security instrument and the notice of the right to cancel):
 * consent first, each document read to its end in the viewer, then a signature per place, then Finish. Shared by the
 * applicant's signing/sign and the signer area.
 */
export function ClosingSigner({ uuid, signerName, onComplete }: ClosingSignerProps) {
  const pkg = useClosingPackage(uuid);
  const complete = useCompleteSigning(uuid);
  const [lastSigned, setLastSigned] = useState<string>();

  if (pkg.isPending) return <Spinner label="Loading your documents" />;
  if (pkg.error) return <Alert variant="error">{errorMessageOf(pkg.error)}</Alert>;
  const { documents, consent, ready } = pkg.data;
  if (!ready) return <Alert variant="info">Your closing documents are still being prepared.</Alert>;
  if (!consent.consentedAt) return <ClosingConsent uuid={uuid} />;
  if (pkg.data.complete) {
    return (
      <Alert variant="success" title="You have signed your documents">
        Your signed documents were sent. You can download a signed copy of each one from your closing documents.
      </Alert>
    );
  }

  const toSign = documents.filter((d) => d.places.length > 0);
  const current = toSign.find((d) => d.places.some((p) => p.signedAt === null));
  const position = current ? toSign.indexOf(current) + 1 : toSign.length;

  return (
    <div className="stack closing-signer">
      <ol className="closing-signer__list" aria-label="Documents to sign">
        {toSign.map((doc) => {
          const signed = doc.places.every((p) => p.signedAt !== null);
          return (
            <li key={doc.id} aria-current={doc === current ? 'step' : undefined}>
              {doc.title} <span className="closing-signer__state">{signed ? 'Signed' : 'To sign'}</span>
            </li>
          );
        })}
      </ol>
      {lastSigned && <Alert variant="success">You signed the {lastSigned}.</Alert>}
      {current ? (
        <DocumentToSign
          key={current.id}
          uuid={uuid}
          doc={current}
          position={position}
          total={toSign.length}
          signerName={signerName}
          onSigned={(title) => setLastSigned(title)}
        />
      ) : (
        <section className="stack" aria-labelledby="closing-signed-title">
          <h2 id="closing-signed-title">You signed every document</h2>
          <p>Select Finish signing to send your signed documents. You can download a signed copy of each one later.</p>
          {complete.error && <Alert variant="error">{errorMessageOf(complete.error)}</Alert>}
          <div className="row">
            <Button
              onClick={() => complete.mutate(undefined, { onSuccess: (status) => onComplete(status) })}
              isLoading={complete.isPending}
              loadingLabel="Finishing"
            >
              Finish signing
            </Button>
          </div>
        </section>
      )}
    </div>
  );
}

interface DocumentToSignProps {
  uuid: string;
  doc: ClosingDocument;
  position: number;
  total: number;
  signerName?: string | undefined;
  onSigned: (title: string) => void;
}

function DocumentToSign({ uuid, doc, position, total, signerName, onSigned }: DocumentToSignProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const blob = useClosingDocumentBlob(uuid, doc.documentUuid);
  const markRead = useMarkRead(uuid);
  const sign = useSignPlace(uuid);
  const [url, setUrl] = useState<string>();

  // A new document takes the focus, so a keyboard or screen-reader user starts reading it.
  useEffect(() => headingRef.current?.focus(), []);
  useEffect(() => {
    if (!blob.data) return undefined;
    const objectUrl = URL.createObjectURL(blob.data);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [blob.data]);

  const unsigned = doc.places.filter((p) => p.signedAt === null);
  return (
    <section className="stack" aria-labelledby={`doc-${doc.id}`}>
      <h2 id={`doc-${doc.id}`} ref={headingRef} tabIndex={-1}>
        Document {position} of {total}: {doc.title}
      </h2>
      {blob.error && <Alert variant="error">{errorMessageOf(blob.error)}</Alert>}
      {blob.data ? (
        <PdfViewer
          data={blob.data}
          title={doc.title}
          onReachedEnd={() => {
            if (!doc.readAt) markRead.mutate(doc.id);
          }}
        />
      ) : (
        !blob.error && <Spinner label={`Loading ${doc.title}`} />
      )}
      {url && (
        <p>
          <a href={url} download={`${doc.title}.pdf`}>
            Download {doc.title} (PDF)
          </a>
        </p>
      )}
      {markRead.error && <Alert variant="error">{errorMessageOf(markRead.error)}</Alert>}
      {doc.readAt ? (
        unsigned.map((place) => (
          <SignatureField
            key={place.key}
            label={place.label}
            defaultName={signerName}
            isSigning={sign.isPending}
            error={sign.error ? errorMessageOf(sign.error) : undefined}
            onSign={(signature) =>
              sign.mutate(
                { documentId: doc.id, place: place.key, documentSha256: doc.sha256, signature },
                { onSuccess: () => onSigned(doc.title) },
              )
            }
          />
        ))
      ) : (
        <p className="closing-signer__hint" aria-live="polite">
          Scroll to the end of the document to sign it.
        </p>
      )}
    </section>
  );
}
