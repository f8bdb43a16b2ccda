import { STAFF_NOTIFICATION_CHANNEL_LABELS, STAFF_NOTIFICATION_CHANNELS, STAFF_ROLE_LABELS } from '@heloc/domain';
import type { StaffNotificationSettings } from '@heloc/domain/contracts';
import { useForm } from 'react-hook-form';
import { englishErrorOf } from '../../../lib/api-error';
import { Alert } from '../../../ui/alert';
import { RadioGroupField } from '../../../ui/radio-group-field';
import { Spinner } from '../../../ui/spinner';
import { SubmitButton } from '../../../ui/submit-button';
import { useStaffSelf } from '../../shared/api/get-staff-self';
import { useOrgName } from '../../shared/api/list-staff-organisations';
import { useConsoleTitle } from '../../shared/use-console-title';
import { useNotificationSettings, useSaveNotificationSettings } from './api/notification-settings';

/** /console/profile: who the member is, and how they are told of work that waits on them (operations-console.md §12). */
export function ProfilePage() {
  const self = useStaffSelf().data;
  const settings = useNotificationSettings();
  const orgName = useOrgName();
  useConsoleTitle('Your profile');
  if (!self) return null;
  return (
    <section className="stack" aria-labelledby="profile-title">
      <h1 id="profile-title">Your profile</h1>
      <dl className="console-facts">
        <dt>Name</dt>
        <dd>{self.name}</dd>
        <dt>E-mail</dt>
        <dd>{self.email}</dd>
        <dt>Roles</dt>
        <dd>{self.roles.map((role) => STAFF_ROLE_LABELS[role]).join(', ')}</dd>
        <dt>Organisations</dt>
        <dd>{self.orgCodes.map(orgName).join(', ')}</dd>
      </dl>
      {settings.error && <Alert variant="error">{englishErrorOf(settings.error)}</Alert>}
      {settings.data ? <ChannelForm saved={settings.data} /> : settings.isPending && <Spinner label="Loading" />}
    </section>
  );
}

function ChannelForm({ saved }: { saved: StaffNotificationSettings }) {
  const save = useSaveNotificationSettings();
  const { register, handleSubmit } = useForm<StaffNotificationSettings>({ defaultValues: saved });
  return (
    <form
      className="stack console-section"
      aria-labelledby="profile-notifications-title"
      onSubmit={handleSubmit((values) => save.mutate(values))}
    >
      <h2 id="profile-notifications-title">Notifications</h2>
      <p>When a file assigned to you, or to your role, waits on you: a borrower answered, a review is due.</p>
      {save.isSuccess && (
        <Alert variant="success">Saved: {STAFF_NOTIFICATION_CHANNEL_LABELS[save.data.channel]}.</Alert>
      )}
      {save.error && <Alert variant="error">{englishErrorOf(save.error)}</Alert>}
      <RadioGroupField
        legend="Tell me"
        options={STAFF_NOTIFICATION_CHANNELS.map((channel) => ({
          value: channel,
          label: STAFF_NOTIFICATION_CHANNEL_LABELS[channel],
        }))}
        {...register('channel')}
      />
      <SubmitButton isLoading={save.isPending} loadingLabel="Saving">
        Save
      </SubmitButton>
    </form>
  );
}
