import { act, fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ACCESSIBILITY_PROVIDER_MISSING, AccessibilityProvider } from './accessibility';
import { CopyButton } from './copy-button';

const wrapper = ({ children }: { children: ReactNode }) => <AccessibilityProvider>{children}</AccessibilityProvider>;

describe('CopyButton (docs/product/application-area.md §9: the copy confirmation shows 1 s)', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('says Copied for 1 s after the clipboard took the value, announced in the live region for 300 ms', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    vi.useFakeTimers();
    render(<CopyButton value="0xabc" what="the address" />, { wrapper });
    fireEvent.click(screen.getByRole('button', { name: 'Copy the address' }));
    await act(() => Promise.resolve());
    expect(writeText).toHaveBeenCalledWith('0xabc');
    expect(screen.getByRole('button', { name: 'Copied the address' })).toBeInTheDocument();
    expect(screen.getByTestId('live-region')).toHaveTextContent('Copied the address');
    act(() => vi.advanceTimersByTime(300));
    // docs/product/widgets-and-calculations.md §9: live-region messages clear after 300 ms.
    expect(screen.getByTestId('live-region')).toHaveTextContent('');
    act(() => vi.advanceTimersByTime(699));
    expect(screen.getByRole('button', { name: 'Copied the address' })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('button', { name: 'Copy the address' })).toBeInTheDocument();
  });

  it('says so when the browser refuses the clipboard', async () => {
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText: () => Promise.reject(new Error('denied')) } });
    render(<CopyButton value="0xabc" what="the address" />, { wrapper });
    fireEvent.click(screen.getByRole('button', { name: 'Copy the address' }));
    expect(await screen.findByTestId('live-region')).toHaveTextContent('Your browser did not let us copy.');
  });

  it('throws outside the accessibility provider (docs/product/widgets-and-calculations.md §8)', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<CopyButton value="0xabc" what="the address" />)).toThrow(ACCESSIBILITY_PROVIDER_MISSING);
  });
});
