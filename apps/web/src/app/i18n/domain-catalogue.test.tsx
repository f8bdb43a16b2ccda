import { EMAIL_INVALID_MESSAGE, REQUIRED_MESSAGE, SPANISH_MESSAGES } from '@heloc/domain';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { I18nProvider, useI18n, type DisplayLanguage } from '../../lib/i18n';
import { loadMessages } from './load-messages';

function Localized({ text }: { text: string }) {
  const { localize } = useI18n();
  return <p>{localize(text)}</p>;
}

const renderIn = async (language: DisplayLanguage, text: string) => {
  const messages = await loadMessages(language);
  render(
    <I18nProvider language={language} messages={messages} offered={['en', 'es']} onChoose={() => undefined}>
      <Localized text={text} />
    </I18nProvider>,
  );
};

// The domain writes its messages in English; the Spanish catalogue carries their Spanish (docs/i18n.md).
describe('a domain message on screen', () => {
  it('shows its Spanish when Spanish is chosen', async () => {
    await renderIn('es', EMAIL_INVALID_MESSAGE);
    expect(screen.getByText(SPANISH_MESSAGES[EMAIL_INVALID_MESSAGE]!)).toBeInTheDocument();
    expect(screen.getByText('Ingrese un correo electrónico válido')).toBeInTheDocument();
  });

  it('stays English in English, and a text nobody catalogued stays as it came', async () => {
    await renderIn('en', REQUIRED_MESSAGE);
    expect(screen.getByText('Required')).toBeInTheDocument();
    await renderIn('es', 'A message from nowhere');
    expect(screen.getByText('A message from nowhere')).toBeInTheDocument();
  });

  it('keeps the screens’ Spanish in the same catalogue', async () => {
    const messages = await loadMessages('es');
    expect(messages['domain:Required']).toBe('Obligatorio');
    expect(Object.keys(messages).some((id) => !id.startsWith('domain:'))).toBe(true);
  });
});
