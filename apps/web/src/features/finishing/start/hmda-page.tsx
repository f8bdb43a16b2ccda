import {
  HMDA_ETHNICITIES,
  HMDA_ETHNICITY_FREE_TEXT_CODES,
  HMDA_ETHNICITY_LABELS,
  HMDA_ETHNICITY_PARENTS,
  HMDA_GROUP_LABELS,
  HMDA_INTRO,
  HMDA_RACE_FREE_TEXT_CODES,
  HMDA_RACE_LABELS,
  HMDA_RACE_PARENTS,
  HMDA_RACES,
  HMDA_SEX_LABELS,
  HMDA_SEXES,
  hmdaAnswersSchema,
  type HmdaAnswers,
} from '@heloc/domain';
import { FormProvider, useForm, type Resolver } from 'react-hook-form';
import { useParams } from 'react-router';
import { errorMessageOf } from '../../../lib/api-error';
import { useI18n, zodResolver } from '../../../lib/i18n';
import { Alert } from '../../../ui/alert';
import { SubmitButton } from '../../../ui/submit-button';
import { ProcessingScreen } from '../../../shared/application-status/processing-screen';
import { useStatusCheck } from '../../../shared/application-status/use-status-check';
import { useApplicationSummary } from '../../../shared/application-summary/api/get-application-summary';
import { useSaveHmda } from '../api/save-details';
import { DetailsLocked, SummaryLoadState } from './details-states';
import { HmdaGroupField } from './hmda-group-field';
import { startMessages as m } from './start.messages';
import './start.css';

const EMPTY: HmdaAnswers = { ethnicity: { choices: [] }, race: { choices: [] }, sex: { choices: [] } };

/**
 * /{uuid}/start/hmda (HMDA): the demographic questions of Regulation C as the Uniform Residential Loan Application's
 * demographic section asks them. The answers are not shown back: answering again (an edit from the summary)
 * replaces them.
 */
export function HmdaPage() {
  const { uuid = '' } = useParams();
  const summary = useApplicationSummary(uuid);
  const { t } = useI18n();
  if (!summary.data) return <SummaryLoadState title={t(m.hmdaTitle)} query={summary} />;
  if (summary.data.submitted) return <DetailsLocked uuid={uuid} title={t(m.hmdaTitle)} />;
  return <HmdaForm uuid={uuid} isAnswered={summary.data.hmdaAnswered} />;
}

function HmdaForm({ uuid, isAnswered }: { uuid: string; isAnswered: boolean }) {
  const save = useSaveHmda(uuid);
  const check = useStatusCheck(uuid);
  const { t, localize } = useI18n();
  const form = useForm<HmdaAnswers>({
    defaultValues: EMPTY,
    resolver: zodResolver(hmdaAnswersSchema) as Resolver<HmdaAnswers>,
  });

  if (check.phase === 'checking') return <ProcessingScreen checklistStatus={check.status?.checklistStatus} />;

  const onSubmit = (answers: HmdaAnswers) => save.mutate(answers, { onSuccess: () => void check.check() });

  return (
    <section className="page page--narrow stack" aria-labelledby="hmda-title">
      <h1 id="hmda-title">{t(m.hmdaTitle)}</h1>
      <p className="page__lead">{t(m.hmdaLead)}</p>
      <p className="hmda-intro">{localize(HMDA_INTRO)}</p>
      {isAnswered && <Alert variant="info">{t(m.hmdaAnswered)}</Alert>}
      <FormProvider {...form}>
        <form className="stack" noValidate onSubmit={(event) => void form.handleSubmit(onSubmit)(event)}>
          <HmdaGroupField
            name="ethnicity"
            legend={localize(HMDA_GROUP_LABELS.ethnicity)}
            codes={HMDA_ETHNICITIES}
            labels={HMDA_ETHNICITY_LABELS}
            parents={HMDA_ETHNICITY_PARENTS}
            freeTextCodes={HMDA_ETHNICITY_FREE_TEXT_CODES}
          />
          <HmdaGroupField
            name="race"
            legend={localize(HMDA_GROUP_LABELS.race)}
            codes={HMDA_RACES}
            labels={HMDA_RACE_LABELS}
            parents={HMDA_RACE_PARENTS}
            freeTextCodes={HMDA_RACE_FREE_TEXT_CODES}
          />
          <HmdaGroupField
            name="sex"
            legend={localize(HMDA_GROUP_LABELS.sex)}
            codes={HMDA_SEXES}
            labels={HMDA_SEX_LABELS}
          />

          {save.error && <Alert variant="error">{localize(errorMessageOf(save.error))}</Alert>}
          {check.phase === 'error' && <Alert variant="error">{localize(check.error ?? '')}</Alert>}
          <div className="row">
            <SubmitButton isLoading={save.isPending} loadingLabel={t(m.saving)}>
              {t(m.saveAndContinue)}
            </SubmitButton>
          </div>
        </form>
      </FormProvider>
    </section>
  );
}
