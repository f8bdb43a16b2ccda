import type { ClosingDocument } from '@heloc/domain/contracts';
import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router';
import { errorMessageOf } from '../../../lib/api-error';
import { useI18n } from '../../../lib/i18n';
import { EnglishOnlyNotice } from '../../../shared/closing-signer/english-only-notice';
import { documentMessages as m } from './document.messages';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { useStoredDocument } from '../../../shared/stored-documents/api/get-stored-document';
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
  const { t, localize } = useI18n();

  return (
    <section className="page stack" aria-labelledby="disclosures-title">
      <h1 id="disclosures-title">{t(m.title)}</h1>
      <p className="page__lead">{t(m.lead)}</p>
      <EnglishOnlyNotice />
      {pkg.isPending && <Spinner label={t(m.loading)} />}
      {pkg.error && <Alert variant="error">{localize(errorMessageOf(pkg.error))}</Alert>}
      {pkg.data && !pkg.data.ready && <Alert variant="info">{t(m.stillPreparing)}</Alert>}
      {pkg.data?.ready && (
        <ul className="stack disclosures-list">
          {pkg.data.documents.map((doc) => (
            <li key={doc.id} className="stack">
              <h2>{localize(doc.title)}</h2>
              <div className="row">
                <Button
                  variant="secondary"
                  onClick={() => setOpen(open === doc.id ? null : doc.id)}
                  aria-expanded={open === doc.id}
                >
                  {t(open === doc.id ? m.close : m.read, { title: localize(doc.title) })}
                </Button>
              </div>
              {open === doc.id && <DisclosureViewer uuid={uuid} doc={doc} />}
              {doc.readAt && <p className="closing-signer__state">{t(m.readToEnd)}</p>}
              <DownloadLink
                uuid={uuid}
                documentUuid={doc.documentUuid}
                label={t(m.download, { title: localize(doc.title) })}
                file={doc.title}
              />
              {doc.signedDocumentUuid && (
                <DownloadLink
                  uuid={uuid}
                  documentUuid={doc.signedDocumentUuid}
                  label={t(m.downloadSigned, { title: localize(doc.title) })}
                  file={`${doc.title} (signed)`}
                />
              )}
            </li>
          ))}
        </ul>
      )}
      <p>
        <Link to={applicationPath(uuid, '')}>{t(m.back)}</Link>
      </p>
    </section>
  );
}

function DisclosureViewer({ uuid, doc }: { uuid: string; doc: ClosingDocument }) {
  const blob = useStoredDocument(uuid, doc.documentUuid);
  const markRead = useMarkRead(uuid);
  const { t, localize } = useI18n();
  if (blob.error) return <Alert variant="error">{localize(errorMessageOf(blob.error))}</Alert>;
  if (!blob.data) return <Spinner label={t(m.loadingDocument, { title: localize(doc.title) })} />;
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
  const blob = useStoredDocument(uuid, documentUuid);
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
