import { formatFileSize, formatMoney } from '@heloc/domain';
import type { AssetsOverview } from '@heloc/domain/contracts';
import { useCallback, useId, useState } from 'react';
import { useParams } from 'react-router';
import { errorMessageOf } from '../../../lib/api-error';
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

/**
 * /{uuid}/product/assets (ASSETS_PREQUAL, docs/product/registration-and-routing.md §4): income alone does not carry the applicant's debts. Verified
 * savings and investments can: the applicant links accounts (the sandbox link dialog) or uploads statements, then sends
 * them for verification; enough assets lead to the offers, too few to a decline with its reasons.
 */
export function AssetsPage() {
  const { uuid = '' } = useParams();
  const { check, hasMovedOn } = useScreenGuard(uuid, ['ASSETS_PREQUAL']);
  const assets = useAssets(uuid);

  if (check.phase === 'checking' || hasMovedOn) {
    return <ProcessingScreen checklistStatus={check.status?.checklistStatus} />;
  }
  if (assets.error) return <Alert variant="error">{errorMessageOf(assets.error)}</Alert>;
  if (!assets.data) return <Spinner label="Loading your assets" size="lg" />;
  return (
    <AssetsForm
      uuid={uuid}
      overview={assets.data}
      onSubmitted={() => void check.check({ previousStatus: 'ASSETS_PREQUAL' })}
      checkError={check.phase === 'error' ? check.error : undefined}
    />
  );
}

interface AssetsFormProps {
  uuid: string;
  overview: AssetsOverview;
  onSubmitted: () => void;
  checkError: string | undefined;
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

  return (
    <section className="page page--narrow stack assets-page" aria-labelledby="assets-title">
      <h1 id="assets-title">Qualify with your savings and investments</h1>
      <h2>What is happening</h2>
      <p>
        Your income alone does not cover your monthly debts under our lending rules. Savings and investments can make up
        the difference: we count what you hold, spread over 10 years, as extra monthly income.
      </p>
      <p className="assets-needed">
        You need at least <strong>{formatMoney(overview.requiredDollars)}</strong> in verified checking, savings or
        investment accounts.
        {overview.linkedDollars > 0 && <> Your linked accounts show {formatMoney(overview.linkedDollars)}.</>}
      </p>

      <h2>Add your accounts</h2>
      <div className="row">
        <Button variant="secondary" onClick={() => setLinking(true)}>
          Link an account
        </Button>
      </div>
      <LinkAccountDialog
        id="link-assets"
        open={isLinking}
        onOpenChange={setLinking}
        kind="BANK"
        institutions={overview.institutions}
        title="Link a bank or investment account"
        onSubmit={async (credentials) => {
          try {
            await link.mutateAsync(credentials);
            return null;
          } catch (error) {
            return errorMessageOf(error);
          }
        }}
      />
      <UploadPicker
        id={inputId}
        className="assets-drop"
        label="Or upload statements"
        hint="Your two most recent monthly or quarterly statements for each account, every page: PDF, JPEG, PNG or HEIC, up to 10 MB each."
        onFiles={uploads.add}
      />

      {(hasSources || uploads.pending.length > 0) && (
        <>
          <h2>Your accounts and statements</h2>
          <ul className="assets-list" aria-live="polite">
            {overview.sources.map((source) => (
              <li key={source.uuid} className="assets-list__item">
                {source.kind === 'LINKED_ACCOUNT' ? (
                  <>
                    <span>
                      {source.name}: {source.accountName} ending {source.accountLast4}
                    </span>
                    <span>{source.balanceDollars !== null ? formatMoney(source.balanceDollars) : ''}</span>
                  </>
                ) : (
                  <>
                    <span>Statement: {source.name}</span>
                    <span>Uploaded</span>
                  </>
                )}
              </li>
            ))}
            {uploads.pending.map((item) => (
              <li key={item.id} className="assets-list__item">
                <span>
                  {item.name} ({formatFileSize(item.size)})
                </span>
                {item.error ? (
                  <span>
                    <span className="ui-field__error" role="alert">
                      {item.error}
                    </span>{' '}
                    <Button variant="link" onClick={() => uploads.dismiss(item.id)} aria-label={`Dismiss ${item.name}`}>
                      Dismiss
                    </Button>
                  </span>
                ) : (
                  <progress max={1} value={item.progress} aria-label={`Uploading ${item.name}`}>
                    {Math.round(item.progress * 100)}%
                  </progress>
                )}
              </li>
            ))}
          </ul>
        </>
      )}

      <h2>What happens next</h2>
      <p>
        When you send your accounts we verify them, usually within a minute for linked accounts and within one business
        day for statements. With enough assets you see your offers; if they are not enough we tell you why in writing.
      </p>
      {submit.error && <Alert variant="error">{errorMessageOf(submit.error)}</Alert>}
      {checkError && <Alert variant="error">{checkError}</Alert>}
      <div className="row">
        <Button
          onClick={() => submit.mutate(undefined, { onSuccess: onSubmitted })}
          disabled={!hasSources || uploads.isUploading}
          isLoading={submit.isPending}
          loadingLabel="Sending"
        >
          Send for verification
        </Button>
        <WithdrawButton
          uuid={uuid}
          label="Withdraw my application"
          reason="NO_ASSETS"
          consequence="Without verified assets we cannot make you an offer, so withdrawing closes your application."
        />
      </div>
      <SupportContact />
    </section>
  );
}
