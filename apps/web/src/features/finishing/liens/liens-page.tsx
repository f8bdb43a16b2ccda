import {
  formatMoney,
  LIEN_ACTION_LABELS,
  LIEN_ACTION_REQUIRED_MESSAGE,
  LIEN_ACTIONS,
  LIEN_PROOF_REQUIRED_MESSAGE,
  type LienAction,
  payoffOverDrawMessage,
} from '@heloc/domain';
import type { Lien } from '@heloc/domain/contracts';
import { useEffect, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { useParams } from 'react-router';
import { errorMessageOf } from '../../../lib/api-error';
import { Alert } from '../../../ui/alert';
import { RadioGroupField } from '../../../ui/radio-group-field';
import { Spinner } from '../../../ui/spinner';
import { SubmitButton } from '../../../ui/submit-button';
import { useApplication } from '../../../shared/application-status/api/get-application';
import { useApplicationStatus } from '../../../shared/application-status/api/get-status';
import { useLiens } from '../api/get-liens';
import { useSaveLienChoices } from '../api/save-lien-choices';
import { ProcessingScreen } from '../../../shared/application-status/processing-screen';
import { useStatusCheck } from '../../../shared/application-status/use-status-check';
import { lienTitle, payoffExplanation } from './lien-copy';
import { LienProofField } from './lien-proof-field';
import './liens.css';

const STATUSES = ['LIEN_VERIFICATION', 'LIEN_VERIFICATION_INQUIRY'];
const ACTION_OPTIONS = LIEN_ACTIONS.map((value) => ({ value, label: LIEN_ACTION_LABELS[value] }));

type Choices = Record<string, LienAction | ''>;

/**
 * /{uuid}/liens (LIEN_VERIFICATION): the loans the title search found on the home. The applicant keeps each, pays it
 * off from the line (docs/product/widgets-and-calculations.md §9 payoff preference DEDUCT: the payoff leaves the draw at funding), or says it is
 * already paid and uploads proof.
 */
export function LiensPage() {
  const { uuid = '' } = useParams();
  const liens = useLiens(uuid);
  const application = useApplication(uuid);
  const { data: status } = useApplicationStatus(uuid);
  const check = useStatusCheck(uuid);
  const runCheck = check.check;
  const routed = useRef(false);
  const hasMovedOn = status !== undefined && !STATUSES.includes(status.checklistStatus);

  useEffect(() => {
    if (!hasMovedOn || routed.current) return;
    routed.current = true;
    void runCheck();
  }, [hasMovedOn, runCheck]);

  if (check.phase === 'checking' || hasMovedOn)
    return <ProcessingScreen checklistStatus={check.status?.checklistStatus} />;
  const error = liens.error ?? application.error;
  if (error) return <Alert variant="error">{errorMessageOf(error)}</Alert>;
  if (!liens.data || !application.data) return <Spinner label="Loading the loans on your home" size="lg" />;
  return (
    <LiensForm
      uuid={uuid}
      liens={liens.data}
      draw={application.data.selectedOffer?.drawAmount ?? null}
      onSaved={() => void runCheck({ previousStatus: 'LIEN_VERIFICATION' })}
      checkError={check.phase === 'error' ? check.error : undefined}
    />
  );
}

interface LiensFormProps {
  uuid: string;
  liens: Lien[];
  /** The selected offer's cash draw, dollars (null: no offer selected). */
  draw: number | null;
  onSaved: () => void;
  checkError: string | undefined;
}

function LiensForm({ uuid, liens, draw, onSaved, checkError }: LiensFormProps) {
  const save = useSaveLienChoices(uuid);
  const form = useForm<{ choices: Choices }>({
    defaultValues: { choices: Object.fromEntries(liens.map((l) => [l.uuid, l.action ?? ''])) },
  });
  const { register, handleSubmit, watch, formState, setError } = form;
  const choices = watch('choices');
  const payoff = liens.filter((l) => choices[l.uuid] === 'PAY_OFF').reduce((sum, l) => sum + l.balance, 0);
  const isOverDraw = draw !== null && payoff > draw;

  const submit = handleSubmit((values) => {
    let isValid = true;
    for (const lien of liens) {
      const action = values.choices[lien.uuid];
      const message = !action
        ? LIEN_ACTION_REQUIRED_MESSAGE
        : action === 'ALREADY_PAID' && lien.payoffStatus !== 'PROOF_RECEIVED'
          ? LIEN_PROOF_REQUIRED_MESSAGE
          : null;
      if (message) {
        setError(`choices.${lien.uuid}`, { message }, { shouldFocus: isValid });
        isValid = false;
      }
    }
    if (!isValid || isOverDraw) return;
    save.mutate(
      { liens: liens.map((l) => ({ uuid: l.uuid, action: values.choices[l.uuid] as LienAction })) },
      { onSuccess: onSaved },
    );
  });

  return (
    <section className="page page--narrow stack liens-page" aria-labelledby="liens-title">
      <h1 id="liens-title">Confirm the loans on your home</h1>
      <p className="page__lead">
        {liens.length === 0
          ? 'Our title search found no loans or liens recorded against your home. Please confirm to continue.'
          : 'Our title search found these loans recorded against your home. Tell us what should happen to each one when your line of credit opens.'}
      </p>
      <form className="stack" noValidate onSubmit={(event) => void submit(event)} aria-label="Your liens">
        {liens.map((lien) => {
          const action = choices[lien.uuid];
          return (
            <article key={lien.uuid} className="lien-card stack" aria-labelledby={`lien-${lien.uuid}`}>
              <h2 id={`lien-${lien.uuid}`}>{lienTitle(lien.position, lien.lenderName)}</h2>
              <dl className="lien-card__facts">
                <div>
                  <dt>Balance</dt>
                  <dd>{formatMoney(lien.balance)}</dd>
                </div>
                <div>
                  <dt>Monthly payment</dt>
                  <dd>{formatMoney(lien.monthlyPayment)}</dd>
                </div>
                <div>
                  <dt>Position</dt>
                  <dd>
                    {lien.position === 1
                      ? '1st (recorded first)'
                      : `${lien.position}${lien.position === 2 ? 'nd' : lien.position === 3 ? 'rd' : 'th'}`}
                  </dd>
                </div>
              </dl>
              <RadioGroupField
                legend={`What should happen to the loan from ${lien.lenderName}?`}
                options={ACTION_OPTIONS}
                error={formState.errors.choices?.[lien.uuid]?.message}
                {...register(`choices.${lien.uuid}`)}
              />
              {action === 'PAY_OFF' && (
                <p className="lien-card__note">{payoffExplanation(lien.lenderName, lien.balance)}</p>
              )}
              {action === 'KEEP' && (
                <p className="lien-card__note">
                  You keep paying {lien.lenderName} as you do today; your line of credit is recorded behind it.
                </p>
              )}
              {action === 'ALREADY_PAID' && <LienProofField uuid={uuid} lien={lien} />}
            </article>
          );
        })}

        {payoff > 0 && draw !== null && (
          <div aria-live="polite">
            {isOverDraw ? (
              <Alert variant="warn" title="Your draw does not cover this payoff">
                {payoffOverDrawMessage(formatMoney(payoff), formatMoney(draw))}
              </Alert>
            ) : (
              <p>
                Paying off {formatMoney(payoff)} from your draw of {formatMoney(draw)} leaves about{' '}
                <strong>{formatMoney(draw - payoff)}</strong> in cash for you, before interest to the payoff day.
              </p>
            )}
          </div>
        )}
        {save.error && <Alert variant="error">{errorMessageOf(save.error)}</Alert>}
        {checkError && <Alert variant="error">{checkError}</Alert>}
        <SubmitButton isLoading={save.isPending} disabled={isOverDraw} loadingLabel="Saving">
          Confirm my liens
        </SubmitButton>
      </form>
    </section>
  );
}
