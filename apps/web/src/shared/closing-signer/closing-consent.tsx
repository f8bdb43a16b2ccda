import { SIGNING_CONSENT_TEXT, SIGNING_CONSENT_VERSION, SIGNING_LOCATION_ALERT } from '@heloc/domain';
import type { ClosingPackage } from '@heloc/domain/contracts';
import { useState } from 'react';
import { errorMessageOf } from '../../lib/api-error';
import { useI18n } from '../../lib/i18n';
import { closingSignerMessages as m } from './closing-signer.messages';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { CheckboxField } from '../../ui/checkbox-field';
import { useConsentToSign } from './api/consent-to-sign';

const LOCATION_TIMEOUT_MS = 10_000;

/** The browser's position, or null when the signer declines, has none, or it takes too long. */
const currentLocation = () =>
  new Promise<{ latitude: number; longitude: number; accuracy: number | null } | null>((resolve) => {
    if (!('geolocation' in navigator)) return resolve(null);
    navigator.geolocation.getCurrentPosition(
      ({ coords }) =>
        resolve({ latitude: coords.latitude, longitude: coords.longitude, accuracy: coords.accuracy ?? null }),
      () => resolve(null),
      { timeout: LOCATION_TIMEOUT_MS, maximumAge: 60_000 },
    );
  });

/**
 * Consent to sign electronically, with the alert explaining why the location is asked for (docs/product/application-area.md §2.4). The
 * browser then asks to share the location; declining still lets the signer go on.
 */
export function ClosingConsent({ uuid, onConsented }: { uuid: string; onConsented?: (pkg: ClosingPackage) => void }) {
  const consent = useConsentToSign(uuid);
  const [agreed, setAgreed] = useState(false);
  const [error, setError] = useState<string>();
  const { t, localize } = useI18n();

  const submit = async () => {
    if (!agreed) return setError(t(m.pleaseAgree));
    setError(undefined);
    const location = await currentLocation();
    consent.mutate(
      { agree: true, version: SIGNING_CONSENT_VERSION, location },
      { onSuccess: (pkg) => onConsented?.(pkg) },
    );
    return undefined;
  };

  return (
    <section className="stack closing-consent" aria-labelledby="closing-consent-title">
      <h2 id="closing-consent-title">{t(m.consentTitle)}</h2>
      <Alert variant="info" title={localize(SIGNING_LOCATION_ALERT.title)}>
        {localize(SIGNING_LOCATION_ALERT.body)}
      </Alert>
      <CheckboxField
        label={localize(SIGNING_CONSENT_TEXT)}
        checked={agreed}
        onChange={(event) => setAgreed(event.target.checked)}
        error={error}
      />
      {consent.error && <Alert variant="error">{localize(errorMessageOf(consent.error))}</Alert>}
      <div className="row">
        <Button onClick={() => void submit()} isLoading={consent.isPending} loadingLabel={t(m.saving)}>
          {t(m.agreeAndContinue)}
        </Button>
      </div>
    </section>
  );
}
