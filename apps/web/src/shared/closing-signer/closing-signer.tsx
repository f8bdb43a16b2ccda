import type { ClosingDocument, HelocStatus } from '@heloc/domain/contracts';
import { useEffect, useRef, useState } from 'react';
import { afterNextFrame } from '../../lib/after-next-frame';
import { errorMessageOf } from '../../lib/api-error';
import { useI18n } from '../../lib/i18n';
import { closingSignerMessages as m } from './closing-signer.messages';
import { EnglishOnlyNotice } from './english-only-notice';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { Spinner } from '../../ui/spinner';
import { ClosingConsent } from './closing-consent';
import { useStoredDocument } from '../stored-documents/api/get-stored-document';
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
  const { t, localize } = useI18n();

  if (pkg.isPending) return <Spinner label={t(m.loadingDocuments)} />;
  if (pkg.error) return <Alert variant="error">{localize(errorMessageOf(pkg.error))}</Alert>;
  const { documents, consent, ready } = pkg.data;
  if (!ready) return <Alert variant="info">{t(m.stillPreparing)}</Alert>;
  if (!consent.consentedAt) return <ClosingConsent uuid={uuid} />;
  if (pkg.data.complete) {
    return (
      <Alert variant="success" title={t(m.signedTitle)}>
        {t(m.signedText)}
      </Alert>
    );
  }

  const toSign = documents.filter((d) => d.places.length > 0);
  const current = toSign.find((d) => d.places.some((p) => p.signedAt === null));
  const position = current ? toSign.indexOf(current) + 1 : toSign.length;

  return (
    <div className="stack closing-signer">
      <EnglishOnlyNotice />
      <ol className="closing-signer__list" aria-label={t(m.documentsToSign)}>
        {toSign.map((doc) => {
          const signed = doc.places.every((p) => p.signedAt !== null);
          return (
            <li key={doc.id} aria-current={doc === current ? 'step' : undefined}>
              {t(m.listItem, { title: localize(doc.title) })}
              <span className="closing-signer__state">{t(signed ? m.signed : m.toSign)}</span>
            </li>
          );
        })}
      </ol>
      {lastSigned && <Alert variant="success">{t(m.youSigned, { title: localize(lastSigned) })}</Alert>}
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
          <h2 id="closing-signed-title">{t(m.signedEvery)}</h2>
          <p>{t(m.selectFinish)}</p>
          {complete.error && <Alert variant="error">{localize(errorMessageOf(complete.error))}</Alert>}
          <div className="row">
            <Button
              onClick={() => complete.mutate(undefined, { onSuccess: (status) => onComplete(status) })}
              isLoading={complete.isPending}
              loadingLabel={t(m.finishing)}
            >
              {t(m.finishSigning)}
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
  const blob = useStoredDocument(uuid, doc.documentUuid);
  const markRead = useMarkRead(uuid);
  const sign = useSignPlace(uuid);
  const [url, setUrl] = useState<string>();
  const { t, localize } = useI18n();
  const title = localize(doc.title);

  // A new document takes the focus, so a keyboard or screen-reader user starts reading it: once it is drawn, so the
  // focus does not force the page's layout inside the render that made it.
  useEffect(() => afterNextFrame(() => headingRef.current?.focus()), []);
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
        {t(m.documentOf, { position, total, title })}
      </h2>
      {blob.error && <Alert variant="error">{localize(errorMessageOf(blob.error))}</Alert>}
      {!blob.error && (
        <PdfViewer
          data={blob.data}
          title={doc.title}
          onReachedEnd={() => {
            if (!doc.readAt) markRead.mutate(doc.id);
          }}
        />
      )}
      {url && (
        <p>
          <a href={url} download={`${doc.title}.pdf`}>
            {t(m.download, { title })}
          </a>
        </p>
      )}
      {markRead.error && <Alert variant="error">{localize(errorMessageOf(markRead.error))}</Alert>}
      {doc.readAt ? (
        unsigned.map((place) => (
          <SignatureField
            key={place.key}
            label={localize(place.label)}
            defaultName={signerName}
            isSigning={sign.isPending}
            error={sign.error ? localize(errorMessageOf(sign.error)) : undefined}
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
          {t(m.scrollToSign)}
        </p>
      )}
    </section>
  );
}
