import { type z } from 'zod';
import { lastNameOptions } from '../../../lib/environment';
import { useI18n } from '../../../lib/i18n';
import { useRegistrationDraft } from '../draft/draft-context';
import { nameFieldsSchema } from '../fields/field-schemas';
import { NameFields } from '../fields/name-fields';
import { StepForm } from './step-form';
import { stepsMessages as m } from './steps.messages';
import { lazySchema } from '@heloc/domain';

// docs/product/widgets-and-calculations.md §5: digits in the last name outside production.
const schema = lazySchema(() => nameFieldsSchema(lastNameOptions()));

/** /register-v2/legal-name: legal name as on the government ID (docs/product/registration-and-routing.md §5). */
export function LegalNameStep() {
  const { draft } = useRegistrationDraft();
  const { t } = useI18n();
  const name = draft.name;
  return (
    <StepForm
      step="legal-name"
      title={t(m.legalNameTitle)}
      lead={t(m.legalNameLead)}
      schema={schema}
      defaultValues={{
        firstName: name?.firstName ?? '',
        middleName: name?.middleName ?? '',
        lastName: name?.lastName ?? '',
        suffix: name?.suffix ?? 'N/A',
      }}
      onValid={(values) => ({ name: values as z.infer<typeof schema> })}
    >
      <NameFields isReadOnly={draft.isNamePrefilledByProfile === true} />
    </StepForm>
  );
}
