import { isFeatureEnabled } from '@heloc/domain';
import { useQuery } from '@tanstack/react-query';
import { useFormContext, useWatch } from 'react-hook-form';
import { useI18n } from '../../../lib/i18n';
import { useOrg } from '../../../lib/org-context';
import { Alert } from '../../../ui/alert';
import { zipEligibilityQueryOptions } from '../api/get-zip-eligibility';
import { useRegistrationFlow } from './registration-flow';
import { flowMessages as m } from './flow.messages';

/**
 * docs/product/registration-and-routing.md §5: a property zip in a disaster list shows a post-disaster inspection warning. The list is the ca-fires
 * flag's `zips` variable plus the organisation's excluded zips; nothing shows with the flag off. It does not block.
 */
export function DisasterZipNotice({ name }: { name: string }) {
  const { flags } = useRegistrationFlow();
  const org = useOrg();
  const { t } = useI18n();
  const { control } = useFormContext();
  const zip = ((useWatch({ control, name }) as string | undefined) ?? '').trim();
  const isOn = isFeatureEnabled(flags, 'ca-fires');
  const excluded = useQuery({ ...zipEligibilityQueryOptions(org.orgCode), enabled: isOn });
  const flagZips = flags['ca-fires']?.variables?.zips;
  const zips = [...(Array.isArray(flagZips) ? flagZips : []), ...(excluded.data?.excludedZips ?? [])];
  if (!isOn || zip.length !== 5 || !zips.includes(zip)) return null;
  return <Alert variant="warn">{t(m.disasterZip)}</Alert>;
}
