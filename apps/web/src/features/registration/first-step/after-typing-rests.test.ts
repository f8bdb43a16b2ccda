import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TYPING_REST_MS, afterTypingRests } from './after-typing-rests';

const previewWithField = () => {
  const form = document.createElement('form');
  const field = document.createElement('input');
  field.name = 'street';
  form.append(field);
  document.body.append(form);
  return { form, field };
};

/** A preview holding the focus, and the takeover waiting on it; `stop` ends the wait. */
const waitingWithFocus = () => {
  const { form, field } = previewWithField();
  field.focus();
  const run = vi.fn();
  const stop = afterTypingRests(form, run);
  return { form, field, run, stop };
};

const type = (field: HTMLInputElement, key: string) => {
  field.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true }));
  field.value += key;
  field.dispatchEvent(new Event('input', { bubbles: true }));
};

describe('the takeover waits while the visitor types into the preview', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    document.body.replaceChildren();
  });

  it('runs at once when there is no preview, or the preview holds no focus', () => {
    const run = vi.fn();
    afterTypingRests(null, run);
    expect(run).toHaveBeenCalledTimes(1);
    afterTypingRests(previewWithField().form, run);
    expect(run).toHaveBeenCalledTimes(2);
  });

  it(`runs once nothing has been typed for ${TYPING_REST_MS} ms, however long the typing went on`, () => {
    const { field, run } = waitingWithFocus();
    for (const key of '123 Main St Austin') {
      vi.advanceTimersByTime(80);
      type(field, key);
    }
    vi.advanceTimersByTime(TYPING_REST_MS - 1);
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledTimes(1);
    type(field, '!');
    vi.advanceTimersByTime(TYPING_REST_MS * 2);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('runs at once when the preview is submitted (Continue pressed)', () => {
    const { form, field, run } = waitingWithFocus();
    type(field, '1');
    form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
    expect(run).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(TYPING_REST_MS);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('waits while a pointer is pressed in the preview, so a click is never split by the takeover', () => {
    const { form, field, run } = waitingWithFocus();
    const continueButton = document.createElement('button');
    form.append(continueButton);
    type(field, '5');
    vi.advanceTimersByTime(TYPING_REST_MS - 100);
    continueButton.dispatchEvent(new MouseEvent('pointerdown', { bubbles: true }));
    vi.advanceTimersByTime(TYPING_REST_MS * 4);
    expect(run).not.toHaveBeenCalled();
    // Released outside the preview: counted again from the release.
    document.body.dispatchEvent(new MouseEvent('pointerup', { bubbles: true }));
    vi.advanceTimersByTime(TYPING_REST_MS - 1);
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('a release of a pointer pressed elsewhere does not put the takeover off', () => {
    const { field, run } = waitingWithFocus();
    type(field, '5');
    vi.advanceTimersByTime(TYPING_REST_MS - 1);
    document.body.dispatchEvent(new MouseEvent('pointerup', { bubbles: true }));
    vi.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('never runs once stopped', () => {
    const { form, run, stop } = waitingWithFocus();
    stop();
    vi.advanceTimersByTime(TYPING_REST_MS);
    form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
    expect(run).not.toHaveBeenCalled();
  });
});
