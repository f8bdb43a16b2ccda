import { formatFileSize, type Message } from '@heloc/domain';
import type { AssetsOverview } from '@heloc/domain/contracts';
import { useCallback, useId, useState } from 'react';
import { useParams } from 'react-router';
import { errorMessageOf } from '../../../lib/api-error';
import { useI18n } from '../../../lib/i18n';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { Spinner } from '../../../ui/spinner';
import { assetsKey, useAssets } from '../api/get-assets';
import { useLinkAssets } from '../api/link-assets';
import { useSubmitAssets } from '../api/submit-assets';
import { uploadAssetStatement } from '../api/upload-asset-statement';
import { LinkAccountDialog } from '../../../shared/account-linking';
import { ProcessingScreen } from '../../../shared/application-status/processing-screen';
import { SupportContact } from '../../../shared/application-status/support-contact';
import { type SendFile, useFileUploads } from '../../../shared/uploads/use-file-uploads';
import { useScreenGuard } from '../../../shared/application-status/use-screen-guard';
import { WithdrawButton } from '../../../shared/withdraw/withdraw-button';
import './assets.css';
import { UploadPicker } from '../../../shared/uploads/upload-picker';
import { assetsMessages as m } from './assets-page.messages';

/**
 * /{uuid}/product/assets (ASSETS_PREQUAL, docs/product/registration-and-routing.md §4): income alone does not carry the applicant's debts. Verified
 * savings and investments can: the applicant links accounts (the sandbox link dialog) or uploads statements, then sends
 * them for verification; enough assets lead to the offers, too few to a decline with its reasons.
 */
export function AssetsPage() {
  const { uuid = '' } = useParams();
  const { check, hasMovedOn } = useScreenGuard(uuid, ['ASSETS_PREQUAL']);
  const assets = useAssets(uuid);
  const { t, localize } = useI18n();

  if (check.phase === 'checking' || hasMovedOn) {
    return <ProcessingScreen checklistStatus={check.status?.checklistStatus} />;
  }
  if (assets.error) return <Alert variant="error">{localize(errorMessageOf(assets.error))}</Alert>;
  if (!assets.data) return <Spinner label={t(m.loading)} size="lg" />;
  return (
    <AssetsForm
      uuid={uuid}
      overview={assets.data}
      onSubmitted={() => void check.check({ previousStatus: 'ASSETS_PREQUAL' })}
      checkError={check.phase === 'error' ? check.error : undefined}
    />
  );
}

/** The space between an upload's error and its Dismiss button (not a text to translate). */
const WORD_SPACE = ' ';

interface AssetsFormProps {
  uuid: string;
  overview: AssetsOverview;
  onSubmitted: () => void;
  checkError: string | Message | undefined;
}

function AssetsForm({ uuid, overview, onSubmitted, checkError }: AssetsFormProps) {
  const [isLinking, setLinking] = useState(false);
  const link = useLinkAssets(uuid);
  const submit = useSubmitAssets(uuid);
  const send = useCallback<SendFile>(
    (file, onProgress, signal) => uploadAssetStatement(uuid, file, onProgress, signal),
    [uuid],
  );
  const uploads = useFileUploads(send, assetsKey(uuid));
  const inputId = useId();
  const hasSources = overview.sources.length > 0;
  const { t, localize, money: formatMoney, rich } = useI18n();

  return (
    <section className="page page--narrow stack assets-page" aria-labelledby="assets-title">
      <h1 id="assets-title">{t(m.title)}</h1>
      <h2>{t(m.happeningTitle)}</h2>
      <p>{t(m.happening)}</p>
      <p className="assets-needed">
        {rich(m.needed, {
          amount: formatMoney(overview.requiredDollars),
          b: (chunks) => <strong>{chunks}</strong>,
        })}
        {overview.linkedDollars > 0 && t(m.linked, { amount: formatMoney(overview.linkedDollars) })}
      </p>

      <h2>{t(m.addTitle)}</h2>
      <div className="row">
        <Button variant="secondary" onClick={() => setLinking(true)}>
          {t(m.link)}
        </Button>
      </div>
      <LinkAccountDialog
        id="link-assets"
        open={isLinking}
        onOpenChange={setLinking}
        kind="BANK"
        institutions={overview.institutions}
        title={t(m.linkTitle)}
        onSubmit={async (credentials) => {
          try {
            await link.mutateAsync(credentials);
            return null;
          } catch (error) {
            return localize(errorMessageOf(error));
          }
        }}
      />
      <UploadPicker
        id={inputId}
        className="assets-drop"
        label={t(m.upload)}
        hint={t(m.uploadHint)}
        onFiles={uploads.add}
      />

      {(hasSources || uploads.pending.length > 0) && (
        <>
          <h2>{t(m.listTitle)}</h2>
          <ul className="assets-list" aria-live="polite">
            {overview.sources.map((source) => (
              <li key={source.uuid} className="assets-list__item">
                {source.kind === 'LINKED_ACCOUNT' ? (
                  <>
                    <span>
                      {t(m.account, { name: source.name, account: source.accountName, last4: source.accountLast4 })}
                    </span>
                    <span>{source.balanceDollars !== null ? formatMoney(source.balanceDollars) : ''}</span>
                  </>
                ) : (
                  <>
                    <span>{t(m.statement, { name: source.name })}</span>
                    <span>{t(m.uploaded)}</span>
                  </>
                )}
              </li>
            ))}
            {uploads.pending.map((item) => (
              <li key={item.id} className="assets-list__item">
                <span>{t(m.file, { name: item.name, size: formatFileSize(item.size) })}</span>
                {item.error ? (
                  <span>
                    <span className="ui-field__error" role="alert">
                      {localize(item.error)}
                    </span>
                    {WORD_SPACE}
                    <Button
                      variant="link"
                      onClick={() => uploads.dismiss(item.id)}
                      aria-label={t(m.dismissLabel, { name: item.name })}
                    >
                      {t(m.dismiss)}
                    </Button>
                  </span>
                ) : (
                  <progress max={1} value={item.progress} aria-label={t(m.uploading, { name: item.name })}>
                    {t(m.progress, { value: Math.round(item.progress * 100) })}
                  </progress>
                )}
              </li>
            ))}
          </ul>
        </>
      )}

      <h2>{t(m.nextTitle)}</h2>
      <p>{t(m.next)}</p>
      {submit.error && <Alert variant="error">{localize(errorMessageOf(submit.error))}</Alert>}
      {checkError && <Alert variant="error">{localize(checkError)}</Alert>}
      <div className="row">
        <Button
          onClick={() => submit.mutate(undefined, { onSuccess: onSubmitted })}
          disabled={!hasSources || uploads.isUploading}
          isLoading={submit.isPending}
          loadingLabel={t(m.sending)}
        >
          {t(m.send)}
        </Button>
        <WithdrawButton uuid={uuid} label={t(m.withdraw)} reason="NO_ASSETS" consequence={t(m.consequence)} />
      </div>
      <SupportContact />
    </section>
  );
}
