import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PROCESSING_MESSAGE_EVERY_MS, PROCESSING_MODAL_TIMEOUT_MS } from '../registration-constants';
import { PROCESSING_MESSAGES, ProcessingModal } from './processing-modal';

afterEach(() => vi.useRealTimers());

describe('ProcessingModal (docs/product/registration-and-routing.md §2, §9)', () => {
  it('rotates its seven messages and closes after the 30 s time-out', async () => {
    vi.useFakeTimers();
    render(<ProcessingModal isOpen />);
    // The dialog's code is its own chunk: let it arrive before reading the dialog.
    await act(() => import('../../../ui/modal-dialog'));
    expect(PROCESSING_MESSAGES).toHaveLength(7);
    const seen = [screen.getByRole('status').textContent];
    for (let i = 1; i < PROCESSING_MESSAGES.length; i++) {
      act(() => vi.advanceTimersByTime(PROCESSING_MESSAGE_EVERY_MS));
      seen.push(screen.getByRole('status').textContent);
    }
    expect(seen).toEqual(PROCESSING_MESSAGES.map((message) => message.defaultMessage));
    act(() => vi.advanceTimersByTime(PROCESSING_MODAL_TIMEOUT_MS));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('is closed when nothing is submitting', () => {
    render(<ProcessingModal isOpen={false} />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
