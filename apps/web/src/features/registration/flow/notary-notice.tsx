import { useQuery } from '@tanstack/react-query';
import { useFormContext, useWatch } from 'react-hook-form';
import { useI18n } from '../../../lib/i18n';
import { Alert } from '../../../ui/alert';
import { notaryAvailabilityQueryOptions } from '../api/get-notary-availability';
import { flowMessages as m } from './flow.messages';

/**
 * Once the property's state and zip are known, tells whether the closing can be notarised online at that
 * address (eNotary) or needs a notary in person (with its fee). Informational: it never blocks the step.
 */
export function NotaryNotice({ prefix }: { prefix: string }) {
  const { control } = useFormContext();
  const { t, localize } = useI18n();
  const state = ((useWatch({ control, name: `${prefix}.state` }) as string | undefined) ?? '').trim().toUpperCase();
  const zip = ((useWatch({ control, name: `${prefix}.zip` }) as string | undefined) ?? '').trim();
  const ready = /^[A-Z]{2}$/.test(state) && /^\d{5}$/.test(zip);
  const availability = useQuery({ ...notaryAvailabilityQueryOptions(state, zip), enabled: ready });
  if (!ready || !availability.data) return null;
  const remote = availability.data.mode === 'REMOTE';
  return (
    <Alert variant="info" title={t(remote ? m.notaryRemote : m.notaryInPerson)}>
      {localize(availability.data.message)}
    </Alert>
  );
}
