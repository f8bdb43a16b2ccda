import { zodResolver } from '@hookform/resolvers/zod';
import { ESIGN_CONSENT_VERSION, esignConsentSchema, esignDisclosure, type EsignConsent } from '@heloc/domain';
import { useForm, type Resolver } from 'react-hook-form';
import { errorMessageOf } from '../../../lib/api-error';
import { useI18n, useLanguage } from '../../../lib/i18n';
import { supportPhoneOf, useOrg } from '../../../lib/org-context';
import { Alert } from '../../../ui/alert';
import { CheckboxField } from '../../../ui/checkbox-field';
import { SubmitButton } from '../../../ui/submit-button';
import { useSubmitApplication } from '../api/save-details';
import { startMessages as m } from './start.messages';

/**
 * The E-SIGN Act consent (15 U.S.C. 7001(c)) before any disclosure, then Submit. The consent names the version of
 * the text shown, which the server records with the time.
 */
export function EsignConsentForm({ uuid, onSubmitted }: { uuid: string; onSubmitted: () => void }) {
  const org = useOrg();
  const submit = useSubmitApplication(uuid);
  const { t, localize } = useI18n();
  const { language } = useLanguage();
  // A part of the disclosure with no Spanish yet is read out as the English it is (WCAG 3.1.2, docs/i18n.md).
  const langOf = (english: string) => (language !== 'en' && localize(english) === english ? 'en' : undefined);
  const text = esignDisclosure({
    companyName: org.orgMetaData.companyName,
    supportEmail: org.orgMetaData.supportEmail,
    supportPhone: supportPhoneOf(org),
  });
  const form = useForm<EsignConsent>({
    defaultValues: { esignConsent: false as unknown as true, consentVersion: ESIGN_CONSENT_VERSION },
    resolver: zodResolver(esignConsentSchema) as Resolver<EsignConsent>,
  });
  const onSubmit = (values: EsignConsent) => submit.mutate(values, { onSuccess: onSubmitted });

  return (
    <section className="stack esign" aria-labelledby="esign-title">
      <h2 id="esign-title" lang={langOf(text.title)}>
        {localize(text.title)}
      </h2>
      <p>{t(m.esignIntro)}</p>
      <div className="esign__text">
        {text.sections.map((part) => (
          <div key={part.heading}>
            <h3 lang={langOf(part.heading)}>{localize(part.heading)}</h3>
            <p lang={langOf(part.text)}>{localize(part.text)}</p>
          </div>
        ))}
        <p className="esign__version">{t(m.consentVersion, { version: ESIGN_CONSENT_VERSION })}</p>
      </div>
      <form className="stack" noValidate onSubmit={(event) => void form.handleSubmit(onSubmit)(event)}>
        <CheckboxField
          {...form.register('esignConsent')}
          label={localize(text.agreement)}
          error={form.formState.errors.esignConsent?.message}
        />
        <p>{t(m.esignBeforeSubmit)}</p>
        {submit.error && <Alert variant="error">{localize(errorMessageOf(submit.error))}</Alert>}
        <div className="row">
          <SubmitButton isLoading={submit.isPending} loadingLabel={t(m.submitting)}>
            {t(m.submitApplication)}
          </SubmitButton>
        </div>
      </form>
    </section>
  );
}
