import {
  employerVerificationSchema,
  formatPhoneInput,
  nationalPhoneLength,
  type EmployerVerification,
} from '@heloc/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link, useParams } from 'react-router';
import { errorMessageOf } from '../../../lib/api-error';
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

  if (check.phase === 'checking') return <ProcessingScreen checklistStatus={check.status?.checklistStatus} />;
  if (error) return <Alert variant="error">{errorMessageOf(error)}</Alert>;
  if (!status) return <Spinner label="Loading" size="lg" />;
  if (status.checklistStatus === 'EMPLOYMENT_VERIFICATION') {
    return <EmployerContacted uuid={uuid} check={check} />;
  }
  return <EmployerForm uuid={uuid} check={check} />;
}

type Check = ReturnType<typeof useStatusCheck>;

function EmployerContacted({ uuid, check }: { uuid: string; check: Check }) {
  const { data: options } = useIncomeOptions(uuid);
  const employer = options?.latest?.employerName;
  return (
    <section className="page page--narrow stack income-page" aria-labelledby="employer-title">
      <h1 id="employer-title">We are contacting your employer</h1>
      <p className="page__lead">
        We have asked {employer ?? 'your employer'} to confirm your job and your pay. You do not need to do anything
        right now.
      </p>
      <h2>What happens next</h2>
      <ol>
        <li>Our verification team contacts the person you named, by email first and then by phone.</li>
        <li>They confirm your job title, start date and pay. We ask nothing else.</li>
        <li>As soon as they answer, your application moves on to verifying your identity.</li>
      </ol>
      <p>This usually takes 1 to 3 business days. It goes faster if you let your contact know to expect our request.</p>
      {check.phase === 'error' && <Alert variant="error">{check.error}</Alert>}
      {check.isUnchanged && <p role="status">Your employer has not answered yet. We will keep trying.</p>}
      <div className="row">
        <Button onClick={() => void check.check()}>Check status</Button>
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
      <h1 id="employer-title">{copy.title}</h1>
      <p className="page__lead">
        Tell us who at your employer can confirm your job and pay, usually someone in HR or payroll. {copy.takes}
      </p>
      <form noValidate className="stack" onSubmit={(event) => void onSubmit(event)}>
        <TextField
          label="Employer name"
          autoComplete="organization"
          isRequired
          error={errors.employerName?.message}
          {...form.register('employerName')}
        />
        <TextField
          label="Contact name"
          hint="Someone in HR or payroll who can confirm your income"
          autoComplete="off"
          isRequired
          error={errors.contactName?.message}
          {...form.register('contactName')}
        />
        <TextField
          {...phone}
          label="Contact phone"
          type="tel"
          inputMode="tel"
          autoComplete="off"
          maxLength={nationalPhoneLength('US')}
          isRequired
          error={errors.phoneNumber?.message}
        />
        <TextField
          label="Contact email"
          type="email"
          autoComplete="off"
          isRequired
          error={errors.email?.message}
          {...form.register('email')}
        />
        <p>
          {copy.weSee} {copy.weDoNotSee}
        </p>
        {request.error && <Alert variant="error">{errorMessageOf(request.error)}</Alert>}
        {check.phase === 'error' && <Alert variant="error">{check.error}</Alert>}
        <div className="row">
          <SubmitButton isLoading={request.isPending} loadingLabel="Sending">
            Ask my employer
          </SubmitButton>
          <Link to={applicationPath(uuid, 'income/review')} className={buttonClassName('secondary')}>
            Choose another way
          </Link>
        </div>
      </form>
    </section>
  );
}
