import {
  ID_BACK_REQUIRED_MESSAGE,
  ID_TYPE_LABELS,
  ID_TYPES,
  ID_FRONT_REQUIRED_MESSAGE,
  idTypeSchema,
  isIdBackRequired,
  type IdType,
  uploadProblem,
  issueFields,
  type Message,
} from '@heloc/domain';
import { useI18n, zodResolver } from '../../lib/i18n';
import { Controller, useForm, type Resolver } from 'react-hook-form';
import type { MessageDescriptor } from 'react-intl';
import { z } from 'zod';
import { RadioGroupField } from '../../ui/radio-group-field';
import { SubmitButton } from '../../ui/submit-button';
import type { IdentitySubmission } from './api/verify-identity';
import { identityCheckMessages as m } from './identity.messages';
import { IdPhotoField } from './id-photo-field';

/** The hint under the front photo, by the ID chosen. */
const FRONT_HINT: Record<IdType, MessageDescriptor> = {
  DRIVERS_LICENSE: m.frontLicence,
  PASSPORT: m.frontPassport,
  STATE_ID_CARD: m.frontLicence,
  PERMANENT_RESIDENT_CARD: m.frontGreenCard,
};

interface IdentityValues {
  idType: IdType | '';
  front: File | null;
  back: File | null;
}

/** A photo: required with `message`, then the upload rules of the domain (size, type). */
const photo = (message: Message) =>
  z.custom<File | null>().superRefine((file, ctx) => {
    const problem = file ? uploadProblem(file) : message;
    if (problem) ctx.addIssue({ code: 'custom', ...issueFields(problem) });
  });

const schemaFor = (backOfIdFlag: boolean) =>
  z
    .object({ idType: idTypeSchema, front: photo(ID_FRONT_REQUIRED_MESSAGE), back: z.custom<File | null>() })
    .superRefine((values, ctx) => {
      if (!isIdBackRequired(values.idType, backOfIdFlag)) return;
      const problem = values.back ? uploadProblem(values.back) : ID_BACK_REQUIRED_MESSAGE;
      if (problem) ctx.addIssue({ code: 'custom', ...issueFields(problem), path: ['back'] });
    });

export interface IdentityFormProps {
  /** The `back-of-id` feature flag. */
  backOfIdFlag: boolean;
  isSending: boolean;
  onSubmit: (submission: IdentitySubmission) => void;
}

/** The ID type, then the photo of its front and, where the flag says and the ID has one, its back. */
export function IdentityForm({ backOfIdFlag, isSending, onSubmit }: IdentityFormProps) {
  const { register, control, handleSubmit, watch, formState } = useForm<IdentityValues>({
    defaultValues: { idType: '', front: null, back: null },
    resolver: zodResolver(schemaFor(backOfIdFlag)) as unknown as Resolver<IdentityValues>,
  });
  const idType = watch('idType');
  const needsBack = idType !== '' && isIdBackRequired(idType, backOfIdFlag);
  const { errors } = formState;
  const { t, localize } = useI18n();
  const idTypeOptions = ID_TYPES.map((value) => ({ value, label: localize(ID_TYPE_LABELS[value]) }));
  const rules = t(m.fileRules);

  const submit = handleSubmit((values) =>
    onSubmit({ idType: values.idType as IdType, front: values.front!, back: needsBack ? values.back : null }),
  );

  return (
    <form className="stack" noValidate onSubmit={(event) => void submit(event)} aria-label={t(m.formLabel)}>
      <RadioGroupField
        legend={t(m.whichId)}
        options={idTypeOptions}
        error={errors.idType?.message}
        {...register('idType')}
      />
      <Controller
        control={control}
        name="front"
        render={({ field, fieldState }) => (
          <IdPhotoField
            label={t(m.front)}
            hint={t(m.hint, { side: t(idType ? FRONT_HINT[idType] : m.frontAny), rules })}
            file={field.value}
            onChange={field.onChange}
            error={fieldState.error?.message}
          />
        )}
      />
      {needsBack && (
        <Controller
          control={control}
          name="back"
          render={({ field, fieldState }) => (
            <IdPhotoField
              label={t(m.back)}
              hint={t(m.hint, { side: t(m.backHint), rules })}
              file={field.value}
              onChange={field.onChange}
              error={fieldState.error?.message}
            />
          )}
        />
      )}
      <SubmitButton isLoading={isSending} loadingLabel={t(m.sending)}>
        {t(m.verify)}
      </SubmitButton>
    </form>
  );
}
