import { zodResolver } from '@hookform/resolvers/zod';
import {
  ID_BACK_REQUIRED_MESSAGE,
  ID_FRONT_REQUIRED_MESSAGE,
  idTypeSchema,
  isIdBackRequired,
  type IdType,
  uploadProblem,
} from '@heloc/domain';
import { Controller, useForm, type Resolver } from 'react-hook-form';
import { z } from 'zod';
import { RadioGroupField } from '../../ui/radio-group-field';
import { SubmitButton } from '../../ui/submit-button';
import type { IdentitySubmission } from './api/verify-identity';
import { BACK_HINT, FILE_RULES, FRONT_HINT, ID_TYPE_OPTIONS } from './identity-copy';
import { IdPhotoField } from './id-photo-field';

interface IdentityValues {
  idType: IdType | '';
  front: File | null;
  back: File | null;
}

/** A photo: required with `message`, then the upload rules of the domain (size, type). */
const photo = (message: string) =>
  z.custom<File | null>().superRefine((file, ctx) => {
    const problem = file ? uploadProblem(file) : message;
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

const schemaFor = (backOfIdFlag: boolean) =>
  z
    .object({ idType: idTypeSchema, front: photo(ID_FRONT_REQUIRED_MESSAGE), back: z.custom<File | null>() })
    .superRefine((values, ctx) => {
      if (!isIdBackRequired(values.idType, backOfIdFlag)) return;
      const problem = values.back ? uploadProblem(values.back) : ID_BACK_REQUIRED_MESSAGE;
      if (problem) ctx.addIssue({ code: 'custom', message: problem, path: ['back'] });
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

  const submit = handleSubmit((values) =>
    onSubmit({ idType: values.idType as IdType, front: values.front!, back: needsBack ? values.back : null }),
  );

  return (
    <form className="stack" noValidate onSubmit={(event) => void submit(event)} aria-label="Your government ID">
      <RadioGroupField
        legend="Which ID will you use?"
        options={ID_TYPE_OPTIONS}
        error={errors.idType?.message}
        {...register('idType')}
      />
      <Controller
        control={control}
        name="front"
        render={({ field, fieldState }) => (
          <IdPhotoField
            label="Front of your ID"
            hint={`${idType ? FRONT_HINT[idType] : 'The side with your photo.'} ${FILE_RULES}`}
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
              label="Back of your ID"
              hint={`${BACK_HINT} ${FILE_RULES}`}
              file={field.value}
              onChange={field.onChange}
              error={fieldState.error?.message}
            />
          )}
        />
      )}
      <SubmitButton isLoading={isSending} loadingLabel="Sending your ID">
        Verify my ID
      </SubmitButton>
    </form>
  );
}
