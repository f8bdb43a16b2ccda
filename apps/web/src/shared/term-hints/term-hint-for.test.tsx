import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { loadMessages } from '../../app/i18n/load-messages';
import { I18nProvider } from '../../lib/i18n';
import { expectNoAxeViolations } from '../../testing/axe';
import { TermHintFor } from './term-hint-for';

const inLanguage = async (language: 'en' | 'es') => {
  const messages = language === 'en' ? {} : await loadMessages(language);
  return ({ children }: { children: ReactNode }) => (
    <I18nProvider language={language} messages={messages} offered={['en', 'es']} onChoose={() => undefined}>
      {children}
    </I18nProvider>
  );
};

// docs/product/application-area.md §9: tooltip hover delay 200 ms; docs/product/widgets-and-calculations.md §9:
// tooltip offset 12, popover offset 10.
describe('a term hint (tooltip and popover)', () => {
  it.each([
    ['en', 'About APR', 'Annual percentage rate'],
    ['es', 'Más sobre APR', 'Tasa de porcentaje anual'],
  ] as const)(
    'in %s, explains the term on hover after 200 ms, on focus, and on a click',
    async (language, name, words) => {
      const { container } = render(<TermHintFor term="apr" />, { wrapper: await inLanguage(language) });
      // Radix arrives in its own chunk: until then the button stands in, inert.
      await waitFor(() => expect(screen.getByRole('button', { name })).toHaveAttribute('aria-haspopup', 'dialog'));
      const button = screen.getByRole('button', { name });
      await expectNoAxeViolations(container);

      // A mouse resting on the button: nothing before 200 ms, the tooltip after.
      const user = userEvent.setup({ advanceTimers: () => undefined });
      await user.hover(button);
      await act(() => new Promise((resolve) => setTimeout(resolve, 120)));
      expect(screen.queryByRole('tooltip')).toBeNull();
      expect(await screen.findByRole('tooltip')).toHaveTextContent(words);
      await user.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
      await user.unhover(button);

      // The keyboard: focus shows the tooltip, Enter opens the popover (and quiets the tooltip) until Escape.
      act(() => button.blur());
      await user.tab();
      expect(button).toHaveFocus();
      expect(await screen.findByRole('tooltip')).toHaveTextContent(words);
      await user.keyboard('{Enter}');
      const popover = await screen.findByRole('dialog', { name });
      expect(popover).toHaveTextContent(words);
      await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
      await expectNoAxeViolations(document.body);
      await user.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    },
  );
});
