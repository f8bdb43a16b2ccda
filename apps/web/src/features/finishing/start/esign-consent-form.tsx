import {
  ESIGN_CONSENT_VERSION,
  ESIGN_TRANSLATION_NOTE_TEXT,
  esignConsentSchema,
  esignDisclosure,
  localizedEsignDisclosure,
  type EsignConsent,
  type EsignDisclosure,
} from '@heloc/domain';
import { useForm, type Resolver } from 'react-hook-form';
import { errorMessageOf } from '../../../lib/api-error';
import { useI18n, useLanguage, zodResolver } from '../../../lib/i18n';
import { supportPhoneOf, useOrg } from '../../../lib/org-context';
import { Alert } from '../../../ui/alert';
import { CheckboxField } from '../../../ui/checkbox-field';
import { SubmitButton } from '../../../ui/submit-button';
import { useSubmitApplication } from '../api/save-details';
import { startMessages as m } from './start.messages';

/** The disclosure's parts under a heading of the given level. */
function DisclosureSections({ disclosure, level }: { disclosure: EsignDisclosure; level: 'h3' | 'h4' }) {
  const Heading = level;
  return disclosure.sections.map((part) => (
    <div key={part.heading}>
      <Heading>{part.heading}</Heading>
      <p>{part.text}</p>
    </div>
  ));
}

/**
 * The E-SIGN Act consent (15 U.S.C. 7001(c)) before any disclosure, then Submit. The consent names the version of
 * the text shown, which the server records with the time. A Spanish reader reads our translation, told that the
 * English version governs, with the English one toggle away (docs/i18n.md "What stays English").
 */
export function EsignConsentForm({ uuid, onSubmitted }: { uuid: string; onSubmitted: () => void }) {
  const org = useOrg();
  const submit = useSubmitApplication(uuid);
  const { t, localize } = useI18n();
  const { language } = useLanguage();
  const parties = {
    companyName: org.orgMetaData.companyName,
    supportEmail: org.orgMetaData.supportEmail,
    supportPhone: supportPhoneOf(org),
  };
  // The pseudo-locale reads the English: the disclosure is the domain's text, not a catalogued one.
  const translated = language === 'es';
  const text = localizedEsignDisclosure(parties, translated ? 'es' : 'en');
  const form = useForm<EsignConsent>({
    defaultValues: { esignConsent: false as unknown as true, consentVersion: ESIGN_CONSENT_VERSION },
    resolver: zodResolver(esignConsentSchema) as Resolver<EsignConsent>,
  });
  const onSubmit = (values: EsignConsent) => submit.mutate(values, { onSuccess: onSubmitted });

  return (
    <section className="stack esign" aria-labelledby="esign-title">
      <h2 id="esign-title">{text.title}</h2>
      <p>{t(m.esignIntro)}</p>
      {translated && <p className="esign__note">{localize(ESIGN_TRANSLATION_NOTE_TEXT)}</p>}
      <div className="esign__text">
        <DisclosureSections disclosure={text} level="h3" />
        <p className="esign__version">{t(m.consentVersion, { version: ESIGN_CONSENT_VERSION })}</p>
      </div>
      {translated && <EnglishDisclosure english={esignDisclosure(parties)} summary={t(m.esignInEnglish)} />}
      <form className="stack" noValidate onSubmit={(event) => void form.handleSubmit(onSubmit)(event)}>
        <CheckboxField
          {...form.register('esignConsent')}
          label={text.agreement}
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

/** The English disclosure, the one that governs, shown to a reader of its translation on request. */
function EnglishDisclosure({ english, summary }: { english: EsignDisclosure; summary: string }) {
  return (
    <details className="esign__english">
      <summary>{summary}</summary>
      <div className="esign__text" lang="en">
        <h3>{english.title}</h3>
        <DisclosureSections disclosure={english} level="h4" />
        <p>{english.agreement}</p>
      </div>
    </details>
  );
}
