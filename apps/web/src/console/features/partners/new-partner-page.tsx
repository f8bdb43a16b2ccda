import { useNavigate } from 'react-router';
import { Alert } from '../../../ui/alert';
import { mayDo, useStaffSelf } from '../../shared/api/get-staff-self';
import { consolePartnerPath } from '../../shared/console-paths';
import { useConsoleTitle } from '../../shared/use-console-title';
import { useSavePartner } from './api/partners';
import { emptyPartner } from './partner-draft';
import { PartnerForm } from './partner-form';

/** /console/partners/new: a new partner, effective on its hosts as soon as it is created. */
export function NewPartnerPage() {
  const self = useStaffSelf().data;
  const save = useSavePartner(undefined);
  const navigate = useNavigate();
  useConsoleTitle('New partner');
  if (!self) return null;
  return (
    <section className="stack" aria-labelledby="new-partner-title">
      <h1 id="new-partner-title">New partner</h1>
      {mayDo(self, 'PARTNERS_MANAGE') ? (
        <PartnerForm
          initial={emptyPartner()}
          isNew
          saving={save.isPending}
          saveError={save.error}
          onSave={(partner) =>
            save.mutate(partner, {
              onSuccess: (answer) =>
                void navigate(consolePartnerPath(answer.partner.orgCode), { state: { created: true } }),
            })
          }
        />
      ) : (
        <Alert variant="info">Only partnerships staff and admins manage partners.</Alert>
      )}
    </section>
  );
}
