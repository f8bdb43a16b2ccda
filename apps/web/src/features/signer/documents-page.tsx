import type { ClosingDocument } from '@heloc/domain/contracts';
import { useState } from 'react';
import { Link } from 'react-router';
import { getStoredDocument } from '../../shared/stored-documents/api/get-stored-document';
import { errorMessageOf } from '../../lib/api-error';
import { Alert } from '../../ui/alert';
import { Button, buttonClassName } from '../../ui/button';
import { Spinner } from '../../ui/spinner';
import { useClosingPackage } from '../../shared/closing-signer/api/get-closing-package';
import { useI18n } from '../../lib/i18n';
import { SignerPage } from './signer-page';
import { signerMessages as m } from './signer.messages';
import { signerPath } from './signer-paths';

/** Statuses at which the notary step is open or booked (docs/product/registration-and-routing.md §4: notary/intro, notary/reserve-manual). */
const NOTARY_STATUSES = ['DEED_SIGNING', 'MANUAL_DEED_SIGNING'];

/**
 * /heloc-signer/documents: the documents the signer signed (the signed copy with its certificate page once made,
 * else the document as sent) and those they were given to read.
 */
export function SignerDocumentsPage() {
  return (
    <SignerPage titleId="signer-documents-title">
      {(application) => (
        <Documents
          uuid={application.applicationUuid}
          atNotary={NOTARY_STATUSES.includes(application.checklistStatus)}
        />
      )}
    </SignerPage>
  );
}

function Documents({ uuid, atNotary }: { uuid: string; atNotary: boolean }) {
  const closing = useClosingPackage(uuid);
  const { t, localize } = useI18n();
  if (closing.error) return <Alert variant="error">{localize(errorMessageOf(closing.error))}</Alert>;
  if (!closing.data) return <Spinner label={t(m.documentsLoading)} />;
  const { documents, complete } = closing.data;
  const signed = documents.filter((d) => d.places.length > 0);
  const toRead = documents.filter((d) => d.places.length === 0);
  return (
    <>
      <h1 id="signer-documents-title">{t(m.documentsTitle)}</h1>
      {complete ? (
        <>
          <Alert variant="success" title={t(m.documentsSignedTitle)}>
            <p>{t(m.documentsKeepCopy)}</p>
          </Alert>
          {atNotary && (
            <p>
              <Link className={buttonClassName('primary')} to={signerPath('notary')}>
                {t(m.documentsNextNotary)}
              </Link>
            </p>
          )}
        </>
      ) : (
        <div className="stack">
          <p className="page__lead">{t(m.documentsNotFinished)}</p>
          <p>
            <Link className={buttonClassName('primary')} to={signerPath('sign')}>
              {t(m.documentsContinue)}
            </Link>
          </p>
        </div>
      )}
      {signed.length > 0 && (
        <>
          <h2>{t(m.documentsToSign)}</h2>
          <ul className="signer-list" aria-label={t(m.documentsToSign)}>
            {signed.map((d) => (
              <DocumentRow key={d.id} uuid={uuid} document={d} />
            ))}
          </ul>
        </>
      )}
      {toRead.length > 0 && (
        <>
          <h2>{t(m.documentsToRead)}</h2>
          <ul className="signer-list" aria-label={t(m.documentsToRead)}>
            {toRead.map((d) => (
              <DocumentRow key={d.id} uuid={uuid} document={d} />
            ))}
          </ul>
        </>
      )}
    </>
  );
}

function DocumentRow({ uuid, document }: { uuid: string; document: ClosingDocument }) {
  const [error, setError] = useState<string>();
  const [isLoading, setLoading] = useState(false);
  const { t, localize } = useI18n();
  const signedAll = document.places.length > 0 && document.places.every((p) => p.signedAt);
  const documentUuid = document.signedDocumentUuid ?? document.documentUuid;
  const download = async () => {
    setLoading(true);
    setError(undefined);
    try {
      const blob = await getStoredDocument(uuid, documentUuid);
      const url = URL.createObjectURL(blob);
      const link = window.document.createElement('a');
      link.href = url;
      link.download = `${document.signedDocumentUuid ? t(m.documentFileSigned, { title: document.title }) : document.title}.pdf`;
      link.click();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
    } catch (cause) {
      setError(localize(errorMessageOf(cause)));
    } finally {
      setLoading(false);
    }
  };
  return (
    <li className="stack">
      <p>
        <strong>{document.title}</strong>
        {document.places.length > 0 && t(signedAll ? m.documentSigned : m.documentNotSigned)}
        {signedAll && !document.signedDocumentUuid && t(m.documentPreparing)}
      </p>
      {error && <Alert variant="error">{error}</Alert>}
      <div>
        <Button variant="secondary" isLoading={isLoading} onClick={() => void download()}>
          {t(document.signedDocumentUuid ? m.documentDownloadSigned : m.documentDownload, { title: document.title })}
        </Button>
      </div>
    </li>
  );
}
