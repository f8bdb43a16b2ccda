import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { loadMessages } from '../app/i18n/load-messages';
import { I18nProvider } from '../lib/i18n';
import { expectNoAxeViolations } from '../testing/axe';
import { StepProgress } from './step-progress';

const inLanguage = async (language: 'en' | 'es') => {
  const messages = language === 'en' ? {} : await loadMessages(language);
  return ({ children }: { children: ReactNode }) => (
    <I18nProvider language={language} messages={messages} offered={['en', 'es']} onChoose={() => undefined}>
      {children}
    </I18nProvider>
  );
};

describe('StepProgress (docs/product/widgets-and-calculations.md §4: step progress INITIAL, IN_PROGRESS, COMPLETE)', () => {
  it.each([
    ['en', ' (completed)'],
    ['es', ' (completado)'],
  ] as const)('in %s, draws each step by its progress value', async (language, completed) => {
    const { container } = render(<StepProgress label="Progress" steps={['One', 'Two', 'Three']} current={1} />, {
      wrapper: await inLanguage(language),
    });
    const steps = screen.getAllByRole('listitem');
    expect(steps.map((s) => s.dataset.progress)).toEqual(['COMPLETE', 'IN_PROGRESS', 'INITIAL']);
    expect(steps[0]).toHaveTextContent(`One${completed}`);
    expect(steps[1]).toHaveAttribute('aria-current', 'step');
    await expectNoAxeViolations(container);
  });
});
