import {
  conditionDocumentsMissingMessage,
  EMAIL_INVALID_MESSAGE,
  type Message,
  REQUIRED_MESSAGE,
  tooLongMessage,
} from '@heloc/domain';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { I18nProvider, referenceTo, useI18n, type DisplayLanguage } from '../../lib/i18n';
import { loadMessages } from './load-messages';

function Localized({ text }: { text: string | Message }) {
  const { localize } = useI18n();
  return <p>{localize(text)}</p>;
}

const renderIn = async (language: DisplayLanguage, text: string | Message) => {
  const messages = await loadMessages(language);
  const { unmount } = render(
    <I18nProvider language={language} messages={messages} offered={['en', 'es']} onChoose={() => undefined}>
      <Localized text={text} />
    </I18nProvider>,
  );
  return unmount;
};

// The domain writes its messages with ids; the app formats them in the reader's language (docs/i18n.md).
describe('a domain message on screen', () => {
  it('shows its Spanish, found by id, when Spanish is chosen', async () => {
    await renderIn('es', EMAIL_INVALID_MESSAGE);
    expect(screen.getByText('Ingrese un correo electrónico válido')).toBeInTheDocument();
  });

  it('fills in its values, with the language’s plurals', async () => {
    const unmount = await renderIn('es', conditionDocumentsMissingMessage(3));
    expect(screen.getByText('Suba 3 documentos más antes de enviar')).toBeInTheDocument();
    unmount();
    await renderIn('en', conditionDocumentsMissingMessage(1));
    expect(screen.getByText('Upload 1 more document before you submit')).toBeInTheDocument();
  });

  it('reads a form error’s reference to its message, and leaves any other text as it came', async () => {
    const unmount = await renderIn('es', referenceTo(tooLongMessage(100)));
    expect(screen.getByText('Use 100 caracteres o menos')).toBeInTheDocument();
    unmount();
    await renderIn('en', referenceTo(REQUIRED_MESSAGE));
    expect(screen.getByText('Required')).toBeInTheDocument();
    await renderIn('es', 'Un texto del servidor');
    expect(screen.getByText('Un texto del servidor')).toBeInTheDocument();
  });

  it('joins the pseudo-locale, lengthened and in brackets', async () => {
    await renderIn('en-XA', REQUIRED_MESSAGE);
    expect(screen.getByText(/^\[.+\]$/)).toBeInTheDocument();
  });

  it('keeps the screens’ Spanish in the same catalogue', async () => {
    const messages = await loadMessages('es');
    expect(messages[REQUIRED_MESSAGE.id]).toBe('Obligatorio');
    expect(messages[tooLongMessage(1).id]).toBe('Use {max} caracteres o menos');
    expect(Object.keys(messages).some((id) => !id.startsWith('domain.'))).toBe(true);
  });
});
