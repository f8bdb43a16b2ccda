import { useI18n } from '../../../lib/i18n';
import { useFieldError } from '../../../ui/use-field-error';

/** A field's validation message (the domain's, in English) in the language being read (docs/i18n.md). */
export const useShownFieldError = (name: string): string | undefined => {
  const { localize } = useI18n();
  const error = useFieldError(name);
  return error === undefined ? undefined : localize(error);
};
