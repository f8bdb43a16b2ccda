import {
  employerVerificationSchema,
  formatPhoneInput,
  nationalPhoneLength,
  type EmployerVerification,
} from '@heloc/domain';
import { useForm } from 'react-hook-form';
import { Link, useParams } from 'react-router';
import { errorMessageOf } from '../../../lib/api-error';
import { useI18n, zodResolver } from '../../../lib/i18n';
import { Alert } from '../../../ui/alert';
import { Button, buttonClassName } from '../../../ui/button';
import { Spinner } from '../../../ui/spinner';
import { SubmitButton } from '../../../ui/submit-button';
import { TextField } from '../../../ui/text-field';
import { useApplicationStatus } from '../../../shared/application-status/api/get-status';
import { useIncomeOptions } from '../api/get-income-options';
import { useRequestEmployerVerification } from '../api/request-employer-verification';
import { applicationPath } from '../../../shared/application-status/destination';
import { ProcessingScreen } from '../../../shared/application-status/processing-screen';
import { useStatusCheck } from '../../../shared/application-status/use-status-check';
import { METHOD_COPY } from './income-copy';
import { incomeMessages as m } from './income.messages';
import './income.css';

const EMPTY: EmployerVerification = { employerName: '', contactName: '', phoneNumber: '', email: '' };

/**
 * /{uuid}/income/employer-verification: at INCOME_VERIFICATION the form naming the employer and a contact there; at
 * EMPLOYMENT_VERIFICATION what is happening (we contact the employer) with a status re-check.
 */
export function EmployerVerificationPage() {
  const { uuid = '' } = useParams();
  const { data: status, error } = useApplicationStatus(uuid);
  const check = useStatusCheck(uuid);
  const { t, localize } = useI18n();

  if (check.phase === 'checking') return <ProcessingScreen checklistStatus={check.status?.checklistStatus} />;
  if (error) return <Alert variant="error">{localize(errorMessageOf(error))}</Alert>;
  if (!status) return <Spinner label={t(m.loading)} size="lg" />;
  if (status.checklistStatus === 'EMPLOYMENT_VERIFICATION') {
    return <EmployerContacted uuid={uuid} check={check} />;
  }
  return <EmployerForm uuid={uuid} check={check} />;
}

type Check = ReturnType<typeof useStatusCheck>;

function EmployerContacted({ uuid, check }: { uuid: string; check: Check }) {
  const { data: options } = useIncomeOptions(uuid);
  const employer = options?.latest?.employerName;
  const { t, localize } = useI18n();
  return (
    <section className="page page--narrow stack income-page" aria-labelledby="employer-title">
      <h1 id="employer-title">{t(m.contactingTitle)}</h1>
      <p className="page__lead">{employer ? t(m.askedEmployer, { employer }) : t(m.askedYourEmployer)}</p>
      <h2>{t(m.whatHappensNext)}</h2>
      <ol>
        <li>{t(m.employerStep1)}</li>
        <li>{t(m.employerStep2)}</li>
        <li>{t(m.employerStep3)}</li>
      </ol>
      <p>{t(m.employerUsually)}</p>
      {check.phase === 'error' && <Alert variant="error">{localize(check.error ?? '')}</Alert>}
      {check.isUnchanged && <p role="status">{t(m.employerNotYet)}</p>}
      <div className="row">
        <Button onClick={() => void check.check()}>{t(m.checkStatus)}</Button>
      </div>
    </section>
  );
}

function EmployerForm({ uuid, check }: { uuid: string; check: Check }) {
  const request = useRequestEmployerVerification(uuid);
  const form = useForm<EmployerVerification>({
    resolver: zodResolver(employerVerificationSchema),
    defaultValues: EMPTY,
    shouldFocusError: true,
  });
  const { errors } = form.formState;
  const copy = METHOD_COPY.EMPLOYER_VERIFICATION;
  const { t, localize } = useI18n();
  const phone = form.register('phoneNumber', {
    onChange: (event: { target: HTMLInputElement }) => {
      event.target.value = formatPhoneInput(event.target.value, 'US');
    },
  });

  const onSubmit = form.handleSubmit((values) =>
    request.mutate(values, {
      onSuccess: () => void check.check({ previousStatus: 'INCOME_VERIFICATION' }),
    }),
  );

  return (
    <section className="page page--narrow stack income-page" aria-labelledby="employer-title">
      <h1 id="employer-title">{t(copy.title)}</h1>
      <p className="page__lead">{t(m.employerLead, { takes: t(copy.takes) })}</p>
      <form noValidate className="stack" onSubmit={(event) => void onSubmit(event)}>
        <TextField
          label={t(m.employerName)}
          autoComplete="organization"
          isRequired
          error={errors.employerName?.message}
          {...form.register('employerName')}
        />
        <TextField
          label={t(m.contactName)}
          hint={t(m.contactNameHint)}
          autoComplete="off"
          isRequired
          error={errors.contactName?.message}
          {...form.register('contactName')}
        />
        <TextField
          {...phone}
          label={t(m.contactPhone)}
          type="tel"
          inputMode="tel"
          autoComplete="off"
          maxLength={nationalPhoneLength('US')}
          isRequired
          error={errors.phoneNumber?.message}
        />
        <TextField
          label={t(m.contactEmail)}
          type="email"
          autoComplete="off"
          isRequired
          error={errors.email?.message}
          {...form.register('email')}
        />
        <p>{t(m.seeAndNotSee, { weSee: t(copy.weSee), weDoNotSee: t(copy.weDoNotSee) })}</p>
        {request.error && <Alert variant="error">{localize(errorMessageOf(request.error))}</Alert>}
        {check.phase === 'error' && <Alert variant="error">{localize(check.error ?? '')}</Alert>}
        <div className="row">
          <SubmitButton isLoading={request.isPending} loadingLabel={t(m.sending)}>
            {t(m.askEmployer)}
          </SubmitButton>
          <Link to={applicationPath(uuid, 'income/review')} className={buttonClassName('secondary')}>
            {t(m.chooseAnotherWay)}
          </Link>
        </div>
      </form>
    </section>
  );
}
