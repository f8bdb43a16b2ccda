import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
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
