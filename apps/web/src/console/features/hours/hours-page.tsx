import { DEPARTMENTS } from '@heloc/domain/contracts';
import { englishErrorOf } from '../../../lib/api-error';
import { Alert } from '../../../ui/alert';
import { Spinner } from '../../../ui/spinner';
import { useConsoleHours } from './api/get-console-hours';
import { mayDo, useStaffSelf } from '../../shared/api/get-staff-self';
import { useConsoleTitle } from '../../shared/use-console-title';
import { DepartmentWeekForm } from './department-week-form';
import { HolidaysSection } from './holidays-section';
import { useChosenOrg } from '../../shared/org-choice';
import { OrgPicker } from '../../shared/org-picker';

/**
 * /console/hours (docs/product/chat.md §2): an admin sets, per organisation, the phone's and the chat's week and the
 * holidays that close them.
 */
export function HoursPage() {
  const self = useStaffSelf().data;
  const mayManage = mayDo(self, 'HOURS_MANAGE');
  const [orgCode, setChosen] = useChosenOrg(self?.orgCodes);
  const hours = useConsoleHours(mayManage ? orgCode : undefined);
  useConsoleTitle('Hours');

  if (!self) return null;
  if (!mayManage) {
    return (
      <section className="stack" aria-labelledby="hours-title">
        <h1 id="hours-title">Hours</h1>
        <Alert variant="info">Only an admin sets the operating hours.</Alert>
      </section>
    );
  }

  return (
    <section className="stack" aria-labelledby="hours-title">
      <h1 id="hours-title">Hours</h1>
      <OrgPicker orgCodes={self.orgCodes} value={orgCode ?? ''} onChange={setChosen} />
      {hours.error && <Alert variant="error">{englishErrorOf(hours.error)}</Alert>}
      {hours.isPending && orgCode && <Spinner label="Loading the hours" />}
      {hours.data &&
        DEPARTMENTS.map((department) => {
          const week = hours.data.departments.find((d) => d.department === department);
          return (
            week && (
              <DepartmentWeekForm
                key={`${hours.data.orgCode}-${department}`}
                orgCode={hours.data.orgCode}
                department={department}
                weekdays={week.weekdays}
              />
            )
          );
        })}
      {hours.data && (
        <HolidaysSection key={hours.data.orgCode} orgCode={hours.data.orgCode} holidays={hours.data.holidays} />
      )}
    </section>
  );
}
