import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Component, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Modal } from './modal';

class Catch extends Component<{ children: ReactNode }, { error: Error | null }> {
  override state = { error: null as Error | null };
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  override render() {
    return this.state.error ? <p role="alert">{this.state.error.message}</p> : this.props.children;
  }
}

describe('Modal', () => {
  it('is a labelled dialog that closes with its close button', async () => {
    const onOpenChange = vi.fn();
    render(
      <Modal id="hawaii" title="Hawaii property" isOpen onOpenChange={onOpenChange}>
        <p>Body</p>
      </Modal>,
    );
    expect(await screen.findByRole('dialog', { name: 'Hawaii property' })).toHaveAttribute('id', 'hawaii');
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('raises an error for a duplicate modal id (docs/product/widgets-and-calculations.md §5)', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <Catch>
        <Modal id="same" title="One" isOpen={false} onOpenChange={() => {}} />
        <Modal id="same" title="Two" isOpen={false} onOpenChange={() => {}} />
      </Catch>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Duplicate modal id: same');
  });

  it('frees the id when a modal unmounts', async () => {
    const { unmount } = render(<Modal id="reused" title="One" isOpen={false} onOpenChange={() => {}} />);
    unmount();
    render(<Modal id="reused" title="Two" isOpen onOpenChange={() => {}} />);
    expect(await screen.findByRole('dialog', { name: 'Two' })).toBeInTheDocument();
  });
});
