import {
  LIEN_ACTION_LABELS,
  LIEN_ACTION_REQUIRED_MESSAGE,
  LIEN_ACTIONS,
  LIEN_PROOF_REQUIRED_MESSAGE,
  type LienAction,
  type Message,
} from '@heloc/domain';
import type { Lien } from '@heloc/domain/contracts';
import { useEffect, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { useParams } from 'react-router';
import { errorMessageOf } from '../../../lib/api-error';
import { referenceTo, useI18n } from '../../../lib/i18n';
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
import { liensMessages as m } from './liens.messages';
import { LienProofField } from './lien-proof-field';
import './liens.css';

const STATUSES = ['LIEN_VERIFICATION', 'LIEN_VERIFICATION_INQUIRY'];

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
  const { t, localize } = useI18n();
  const hasMovedOn = status !== undefined && !STATUSES.includes(status.checklistStatus);

  useEffect(() => {
    if (!hasMovedOn || routed.current) return;
    routed.current = true;
    void runCheck();
  }, [hasMovedOn, runCheck]);

  if (check.phase === 'checking' || hasMovedOn)
    return <ProcessingScreen checklistStatus={check.status?.checklistStatus} />;
  const error = liens.error ?? application.error;
  if (error) return <Alert variant="error">{localize(errorMessageOf(error))}</Alert>;
  if (!liens.data || !application.data) return <Spinner label={t(m.loadingLiens)} size="lg" />;
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
  checkError: string | Message | undefined;
}

function LiensForm({ uuid, liens, draw, onSaved, checkError }: LiensFormProps) {
  const save = useSaveLienChoices(uuid);
  const { t, localize, money } = useI18n();
  const actionOptions = LIEN_ACTIONS.map((value) => ({ value, label: localize(LIEN_ACTION_LABELS[value]) }));
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
        setError(`choices.${lien.uuid}`, { message: referenceTo(message) }, { shouldFocus: isValid });
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
      <h1 id="liens-title">{t(m.title)}</h1>
      <p className="page__lead">{liens.length === 0 ? t(m.noLiens) : t(m.someLiens)}</p>
      <form className="stack" noValidate onSubmit={(event) => void submit(event)} aria-label={t(m.formLabel)}>
        {liens.map((lien) => {
          const action = choices[lien.uuid];
          return (
            <article key={lien.uuid} className="lien-card stack" aria-labelledby={`lien-${lien.uuid}`}>
              <h2 id={`lien-${lien.uuid}`}>
                {t(m.lienTitle, { position: String(lien.position), lender: lien.lenderName })}
              </h2>
              <dl className="lien-card__facts">
                <div>
                  <dt>{t(m.balance)}</dt>
                  <dd>{money(lien.balance)}</dd>
                </div>
                <div>
                  <dt>{t(m.monthlyPayment)}</dt>
                  <dd>{money(lien.monthlyPayment)}</dd>
                </div>
                <div>
                  <dt>{t(m.position)}</dt>
                  <dd>{t(m.positionValue, { position: String(lien.position) })}</dd>
                </div>
              </dl>
              <RadioGroupField
                legend={t(m.whatShouldHappen, { lender: lien.lenderName })}
                options={actionOptions}
                error={formState.errors.choices?.[lien.uuid]?.message}
                {...register(`choices.${lien.uuid}`)}
              />
              {action === 'PAY_OFF' && (
                <p className="lien-card__note">
                  {t(m.payoffExplanation, { lender: lien.lenderName, balance: money(lien.balance) })}
                </p>
              )}
              {action === 'KEEP' && <p className="lien-card__note">{t(m.keepNote, { lender: lien.lenderName })}</p>}
              {action === 'ALREADY_PAID' && <LienProofField uuid={uuid} lien={lien} />}
            </article>
          );
        })}

        {payoff > 0 && draw !== null && (
          <div aria-live="polite">
            {isOverDraw ? (
              <Alert variant="warn" title={t(m.overDrawTitle)}>
                {t(m.overDraw, { payoff: money(payoff), draw: money(draw) })}
              </Alert>
            ) : (
              <p>
                {t(m.cashLeftBefore, { payoff: money(payoff), draw: money(draw) })}
                <strong>{money(draw - payoff)}</strong>
                {t(m.cashLeftAfter)}
              </p>
            )}
          </div>
        )}
        {save.error && <Alert variant="error">{localize(errorMessageOf(save.error))}</Alert>}
        {checkError && <Alert variant="error">{localize(checkError)}</Alert>}
        <SubmitButton isLoading={save.isPending} disabled={isOverDraw} loadingLabel={t(m.saving)}>
          {t(m.confirm)}
        </SubmitButton>
      </form>
    </section>
  );
}
