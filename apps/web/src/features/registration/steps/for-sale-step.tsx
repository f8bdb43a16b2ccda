import { z } from 'zod';
import { useI18n } from '../../../lib/i18n';
import { useRegistrationDraft } from '../draft/draft-context';
import { ForSaleField } from '../fields/for-sale-field';
import { forSaleFieldSchema, forSaleFieldValue } from '../fields/field-schemas';
import { StepForm } from './step-form';
import { stepsMessages as m } from './steps.messages';
import { lazySchema } from '@heloc/domain';

const schema = lazySchema(() => z.object({ isListedForSale: forSaleFieldSchema }));

/** /register-v2/for-sale (docs/product/registration-and-routing.md §2, §5). */
export function ForSaleStep() {
  const { draft } = useRegistrationDraft();
  const { t } = useI18n();
  return (
    <StepForm
      step="for-sale"
      title={t(m.forSaleTitle)}
      schema={schema}
      defaultValues={{ isListedForSale: forSaleFieldValue(draft.isListedForSale) }}
      onValid={(values) => ({
        isListedForSale: (values as z.infer<typeof schema>).isListedForSale,
        hasSaleStatusBeenSet: true,
      })}
    >
      <ForSaleField />
    </StepForm>
  );
}
