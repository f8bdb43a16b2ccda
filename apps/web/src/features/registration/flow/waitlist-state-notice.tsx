import { ADDRESS_STATE_CODES } from '@heloc/domain';
import { useQuery } from '@tanstack/react-query';
import { useFormContext, useWatch } from 'react-hook-form';
import { useOrg } from '../../../lib/org-context';
import { useI18n } from '../../../lib/i18n';
import { Alert } from '../../../ui/alert';
import { statesEligibilityQueryOptions } from '../api/get-states-eligibility';
import { flowMessages as m } from './flow.messages';

/**
 * A property in a state the organisation does not lend in yet (the states-eligibility call) is not blocked: the
 * waitlist check on submit (docs/product/registration-and-routing.md §5) signs the visitor up with the details the later
 * steps ask. This says so as soon as the state is typed, so nobody fills in the rest unaware. Wording ours.
 */
export function WaitlistStateNotice({ name }: { name: string }) {
  const org = useOrg();
  const { t } = useI18n();
  const { control } = useFormContext();
  const state = ((useWatch({ control, name }) as string | undefined) ?? '').trim().toUpperCase();
  const eligibility = useQuery(statesEligibilityQueryOptions(org.orgCode));
  const isKnownState = (ADDRESS_STATE_CODES as readonly string[]).includes(state);
  if (!eligibility.data || !isKnownState || eligibility.data.allowedStates.includes(state)) return null;
  return <Alert variant="info">{t(m.waitlistState, { state })}</Alert>;
}
