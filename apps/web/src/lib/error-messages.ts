// spec 03 §5: error messages are joined without duplicates, separated by commas, ending with a period.
// TODO(domain): switch to `joinErrorMessages` from '@heloc/domain' (helpers) once it lands; same rule.
export const joinErrorMessages = (messages: readonly string[]): string => {
  const unique = [...new Set(messages.map((m) => m.trim().replace(/\.+$/, '')).filter(Boolean))];
  if (unique.length === 0) return 'Something unexpected happened';
  return `${unique.join(', ')}.`;
};
