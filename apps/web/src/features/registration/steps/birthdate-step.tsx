import { type z } from 'zod';
import { useI18n } from '../../../lib/i18n';
import { useOrg } from '../../../lib/org-context';
import { useRegistrationDraft } from '../draft/draft-context';
import { DateOfBirthField } from '../fields/date-of-birth-field';
import { dobFieldSchema } from '../fields/field-schemas';
import { StepForm } from './step-form';
import { stepsMessages as m } from './steps.messages';

/** /register-v2/birthdate: 18 or older, 19 in Alabama, 62 for the age-restricted organisation (docs/product/registration-and-routing.md §5). */
export function BirthdateStep() {
  const { draft } = useRegistrationDraft();
  const org = useOrg();
  const { t } = useI18n();
  const schema = dobFieldSchema({
    asOf: new Date(),
    state: draft.propertyAddress?.state,
    ageRestricted: org.orgMetaData.variant.isAgeRestricted,
  });
  const dob = draft.dob;
  return (
    <StepForm
      step="birthdate"
      title={t(m.birthdateTitle)}
      schema={schema}
      defaultValues={{
        dob: {
          month: dob ? String(dob.month).padStart(2, '0') : '',
          day: dob ? String(dob.day).padStart(2, '0') : '',
          year: dob ? String(dob.year) : '',
        },
      }}
      onValid={(values) => ({ dob: (values as z.infer<typeof schema>).dob })}
    >
      <DateOfBirthField isReadOnly={draft.isDobPrefilledByProfile === true} />
    </StepForm>
  );
}
