import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CopyButton } from './copy-button';

describe('CopyButton (docs/product/application-area.md §9: the copy confirmation shows 1 s)', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('says Copied for 1 s after the clipboard took the value, then Copy again', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    vi.useFakeTimers();
    render(<CopyButton value="0xabc" what="the address" />);
    fireEvent.click(screen.getByRole('button', { name: 'Copy the address' }));
    await act(() => Promise.resolve());
    expect(writeText).toHaveBeenCalledWith('0xabc');
    expect(screen.getByRole('button', { name: 'Copied the address' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Copied the address');
    act(() => vi.advanceTimersByTime(999));
    expect(screen.getByRole('button', { name: 'Copied the address' })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('button', { name: 'Copy the address' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('');
  });

  it('says so when the browser refuses the clipboard', async () => {
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText: () => Promise.reject(new Error('denied')) } });
    render(<CopyButton value="0xabc" what="the address" />);
    fireEvent.click(screen.getByRole('button', { name: 'Copy the address' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Your browser did not let us copy.');
  });
});
