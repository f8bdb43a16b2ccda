import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ProcessingOverlay } from './processing-overlay';

const at = (isWaiting: boolean, checklistStatus = 'WAITING_FOR_INITIAL_OFFERS') => (
  <ProcessingOverlay isWaiting={isWaiting} checklistStatus={checklistStatus} />
);

describe('the loading overlay of the application area (docs/product/widgets-and-calculations.md §2, §4)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("says what is happening, rotating with the waiting screen's line, and starts over on a new step", () => {
    const { rerender } = render(at(true, 'WAITING_FOR_SOFT_CREDIT'));
    expect(screen.getByTestId('loader-overlay')).toHaveTextContent(
      'Checking your credit (soft pull, no impact on your score)…',
    );
    act(() => vi.advanceTimersByTime(4_000));
    expect(screen.getByTestId('loader-overlay')).toHaveTextContent('Keep this page open');
    rerender(at(true, 'WAITING_FOR_INITIAL_OFFERS'));
    expect(screen.getByTestId('loader-overlay')).toHaveTextContent('Preparing your pre-qualified offers…');
  });

  it('stays a full second once shown when the wait ends sooner', () => {
    const { rerender } = render(at(true));
    act(() => vi.advanceTimersByTime(300));
    rerender(at(false, 'OFFER_SELECTION'));
    act(() => vi.advanceTimersByTime(600));
    expect(screen.getByTestId('loader-overlay')).toHaveTextContent('Preparing your pre-qualified offers…');
    act(() => vi.advanceTimersByTime(150));
    expect(screen.queryByTestId('loader-overlay')).toBeNull();
  });

  it('steps aside for the waiting screen after its default duration of 67 s', () => {
    render(at(true));
    act(() => vi.advanceTimersByTime(66_000));
    expect(screen.getByTestId('loader-overlay')).toBeInTheDocument();
    // 67 s, then the 300 ms every loader takes to hide (docs/product/registration-and-routing.md §9).
    act(() => vi.advanceTimersByTime(1_000));
    act(() => vi.advanceTimersByTime(250));
    expect(screen.getByTestId('loader-overlay')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(100));
    expect(screen.queryByTestId('loader-overlay')).toBeNull();
  });

  it('shows nothing while nobody waits', () => {
    render(at(false, 'OFFER_SELECTION'));
    expect(screen.queryByTestId('loader-overlay')).toBeNull();
  });
});
