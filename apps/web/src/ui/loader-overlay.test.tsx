import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ReactNode } from 'react';
import { loadMessages } from '../app/i18n/load-messages';
import { I18nProvider } from '../lib/i18n';
import { expectNoAxeViolations } from '../testing/axe';
import { LoaderOverlay } from './loader-overlay';

describe('LoaderOverlay (docs/product/widgets-and-calculations.md §4: shown at least 1 s)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('stays visible for 1 s even when loading ends sooner', () => {
    const { rerender } = render(<LoaderOverlay isLoading messages={['Creating your account']} />);
    expect(screen.getByTestId('loader-overlay')).toHaveTextContent('Creating your account');
    act(() => vi.advanceTimersByTime(200));
    rerender(<LoaderOverlay isLoading={false} messages={['Creating your account']} />);
    act(() => vi.advanceTimersByTime(700));
    expect(screen.getByTestId('loader-overlay')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(150));
    expect(screen.queryByTestId('loader-overlay')).not.toBeInTheDocument();
  });

  it('rotates its messages', () => {
    render(<LoaderOverlay isLoading messages={['One', 'Two']} rotateEveryMs={1000} />);
    expect(screen.getByTestId('loader-overlay')).toHaveTextContent('One');
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByTestId('loader-overlay')).toHaveTextContent('Two');
  });
});

const inLanguage = async (language: 'en' | 'es') => {
  const messages = language === 'en' ? {} : await loadMessages(language);
  return ({ children }: { children: ReactNode }) => (
    <I18nProvider language={language} messages={messages} offered={['en', 'es']} onChoose={() => undefined}>
      {children}
    </I18nProvider>
  );
};

describe('LoaderOverlay (docs/product/registration-and-routing.md §9, docs/product/widgets-and-calculations.md §9)', () => {
  afterEach(() => vi.useRealTimers());

  it.each([
    ['en', 'Loaded'],
    ['es', 'Cargado'],
  ] as const)(
    'hides 300 ms after long work ends, then says %s in a live region cleared after 300 ms',
    async (language, text) => {
      const wrapper = await inLanguage(language);
      const shown = render(<LoaderOverlay isLoading messages={['Working']} />, { wrapper });
      await expectNoAxeViolations(shown.container);
      shown.unmount();
      vi.useFakeTimers();
      const { rerender, container } = render(<LoaderOverlay isLoading messages={['Working']} />, { wrapper });
      act(() => vi.advanceTimersByTime(2_000));
      rerender(<LoaderOverlay isLoading={false} messages={['Working']} />);
      act(() => vi.advanceTimersByTime(290));
      expect(screen.getByTestId('loader-overlay')).toBeInTheDocument();
      act(() => vi.advanceTimersByTime(10));
      expect(screen.queryByTestId('loader-overlay')).not.toBeInTheDocument();
      expect(screen.getByRole('status')).toHaveTextContent(text);
      act(() => vi.advanceTimersByTime(299));
      expect(screen.getByRole('status')).toHaveTextContent(text);
      act(() => vi.advanceTimersByTime(1));
      expect(container.textContent).toBe('');
    },
  );
});
