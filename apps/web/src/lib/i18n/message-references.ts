import type { Message } from '@heloc/domain';

/*
 * A form library keeps a field's error as a string, so a form's error holds a reference to the domain message it was
 * raised with (docs/i18n.md): its id, with its values when it has any. localize() renders the message behind a
 * reference in the reader's language, so a language chosen while the error shows reads it at once. Tiny on purpose:
 * the first registration step's fields read it too.
 */
const referred = new Map<string, Message>();

/** The reference to `message` a form's error holds. */
export const referenceTo = (message: Message): string => {
  const key = message.values ? `${message.id} ${JSON.stringify(message.values)}` : message.id;
  referred.set(key, message);
  return key;
};

/** The message a form's error refers to, if it is a reference. */
export const messageReferredBy = (text: string): Message | undefined => referred.get(text);
