import type { Organization } from '@heloc/domain';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { FormProvider, useForm, type FieldValues } from 'react-hook-form';
import { vi } from 'vitest';
import type { z } from 'zod';
import { AppProviders } from '../../../app/providers';
import { createQueryClient } from '../../../lib/query-client';
import { buildOrg } from '../../../testing/fixtures';
import { zodResolver } from '../../../lib/i18n';

interface HarnessProps {
  schema: z.ZodType<FieldValues, FieldValues>;
  defaultValues: FieldValues;
  onValid: (values: FieldValues) => void;
  children: ReactNode;
}

function Harness({ schema, defaultValues, onValid, children }: HarnessProps) {
  const form = useForm({ resolver: zodResolver(schema), defaultValues });
  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={form.handleSubmit(onValid)}>
        {children}
        <button type="submit">Continue</button>
      </form>
    </FormProvider>
  );
}

/** Renders a form piece inside a real react-hook-form form validated by `schema`, with a Continue button. */
export const renderWithForm = (
  ui: ReactNode,
  {
    schema,
    defaultValues = {},
    org = buildOrg(),
  }: { schema: z.ZodType; defaultValues?: FieldValues; org?: Organization },
) => {
  const onValid = vi.fn();
  const user = userEvent.setup();
  const view = render(
    <AppProviders org={org} queryClient={createQueryClient()}>
      <Harness schema={schema as z.ZodType<FieldValues, FieldValues>} defaultValues={defaultValues} onValid={onValid}>
        {ui}
      </Harness>
    </AppProviders>,
  );
  return { ...view, user, onValid };
};
