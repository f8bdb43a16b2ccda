import { ssnSchema, lazySchema } from '@heloc/domain';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useParams } from 'react-router';
import { z } from 'zod';
import { errorMessageOf } from '../../../lib/api-error';
import { Alert } from '../../../ui/alert';
import { Spinner } from '../../../ui/spinner';
import { SubmitButton } from '../../../ui/submit-button';
import { TextField } from '../../../ui/text-field';
import { useCreditBlock } from '../api/get-credit-block';
import { useRequestKey } from '../api/retry-request-key';
import { useSubmitSsn } from '../api/submit-ssn';
import { ProcessingScreen } from '../../../shared/application-status/processing-screen';
import { SupportContact } from '../../../shared/application-status/support-contact';
import { useStatusCheck } from '../../../shared/application-status/use-status-check';
import { useI18n, zodResolver } from '../../../lib/i18n';
import { creditMessages as m } from './credit.messages';
import './credit.css';

const STATUS = 'CREDIT_NO_MATCH';
const formSchema = lazySchema(() => z.object({ ssn: ssnSchema }));
type SsnValues = z.input<typeof formSchema>;

/** Digits typed or pasted, shown as xxx-xx-xxxx. */
const formatSsn = (value: string): string => {
  const digits = value.replace(/\D/g, '').slice(0, 9);
  if (digits.length <= 3) return digits;
  if (digits.length <= 5) return `${digits.slice(0, 3)}-${digits.slice(3)}`;
  return `${digits.slice(0, 3)}-${digits.slice(3, 5)}-${digits.slice(5)}`;
};

/**
 * /{uuid}/credit/social (CREDIT_NO_MATCH, docs/product/registration-and-routing.md §4): the bureau found no file from the name and address. The full
 * SSN (masked while typed, encrypted at rest) re-runs the pull; a second miss goes on to review-app/no-credit.
 */
export function CreditSocialPage() {
  const { uuid = '' } = useParams();
  const block = useCreditBlock(uuid);
  const submit = useSubmitSsn(uuid);
  const check = useStatusCheck(uuid);
  const [requestKey, renewKey] = useRequestKey();
  const { t, localize } = useI18n();
  const [isShown, setIsShown] = useState(false);
  const routed = useRef(false);
  const runCheck = check.check;
  const isElsewhere = block.data !== undefined && block.data.status.checklistStatus !== STATUS;
  const form = useForm<SsnValues>({ defaultValues: { ssn: '' }, resolver: zodResolver(formSchema), mode: 'onTouched' });
  const { errors } = form.formState;

  // Not (or no longer) at this step: route by the status once.
  useEffect(() => {
    if (routed.current || !isElsewhere) return;
    routed.current = true;
    void runCheck();
  }, [runCheck, isElsewhere]);

  if (check.phase === 'checking' || isElsewhere) {
    return <ProcessingScreen checklistStatus={check.status?.checklistStatus ?? block.data?.status.checklistStatus} />;
  }
  if (block.error) return <Alert variant="error">{localize(errorMessageOf(block.error))}</Alert>;
  if (!block.data) return <Spinner label={t(m.loading)} size="lg" />;
  const isHard = block.data.block?.pull === 'HARD';

  const onSubmit = form.handleSubmit((values) => {
    const ssn = ssnSchema.parse(values.ssn);
    // The answer is the status after the new pull (or while it runs): the check routes on it.
    submit.mutate(
      { ssn, requestKey },
      {
        onSuccess: () => {
          renewKey();
          void check.check();
        },
      },
    );
  });

  const ssnField = form.register('ssn', {
    onChange: (event: { target: HTMLInputElement }) => {
      event.target.value = formatSsn(event.target.value);
    },
  });

  return (
    <section className="page page--narrow stack credit-page" aria-labelledby="credit-social-title">
      <h1 id="credit-social-title">{t(m.socialTitle)}</h1>
      <p className="page__lead">{t(m.socialLead)}</p>
      <p>{isHard ? t(m.socialHard) : t(m.socialSoft)}</p>
      <form className="stack" noValidate onSubmit={(event) => void onSubmit(event)}>
        <TextField
          {...ssnField}
          label={t(m.ssnLabel)}
          hint={t(m.ssnHint)}
          type={isShown ? 'text' : 'password'}
          inputMode="numeric"
          autoComplete="off"
          spellCheck={false}
          maxLength={11}
          isRequired
          error={errors.ssn?.message && localize(errors.ssn.message)}
        />
        <label className="credit-page__show">
          <input type="checkbox" checked={isShown} onChange={(event) => setIsShown(event.target.checked)} />
          {t(m.showNumber)}
        </label>
        <p className="credit-page__why">{t(m.ssnWhy)}</p>
        {submit.error && <Alert variant="error">{localize(errorMessageOf(submit.error))}</Alert>}
        {check.phase === 'error' && check.error && <Alert variant="error">{localize(check.error)}</Alert>}
        <div className="row">
          <SubmitButton isLoading={submit.isPending} loadingLabel={t(m.searching)}>
            {t(m.searchAgain)}
          </SubmitButton>
        </div>
      </form>
      <h2>{t(m.nextTitle)}</h2>
      <p>{t(m.nextBody)}</p>
      <SupportContact />
    </section>
  );
}
