import { fireEvent, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { alertOfShortcut, useAlertShortcuts } from './alert-shortcuts';

const key = (code: string, change: Partial<KeyboardEvent> = {}) => ({
  altKey: true,
  shiftKey: true,
  ctrlKey: false,
  metaKey: false,
  code,
  ...change,
});

// docs/product/widgets-and-calculations.md §4: non-production keyboard shortcuts that trigger the chat's alerts.
describe('the chat alert shortcuts', () => {
  it('maps Alt+Shift+1 to 4 to the alerts, and nothing else', () => {
    expect(['Digit1', 'Digit2', 'Digit3', 'Digit4'].map((code) => alertOfShortcut(key(code)))).toEqual([
      'reconnecting',
      'general',
      'invalidToken',
      'sendFailed',
    ]);
    expect(alertOfShortcut(key('Digit5'))).toBeNull();
    expect(alertOfShortcut(key('Digit1', { shiftKey: false }))).toBeNull();
    expect(alertOfShortcut(key('Digit1', { ctrlKey: true }))).toBeNull();
    expect(alertOfShortcut(key('KeyA'))).toBeNull();
  });

  it('listens only while enabled (off in production, and while the panel is closed)', () => {
    const onAlert = vi.fn();
    const { rerender, unmount } = renderHook(({ on }) => useAlertShortcuts(on, onAlert), {
      initialProps: { on: false },
    });
    fireEvent.keyDown(window, key('Digit2'));
    expect(onAlert).not.toHaveBeenCalled();
    rerender({ on: true });
    fireEvent.keyDown(window, key('Digit2'));
    expect(onAlert).toHaveBeenCalledWith('general');
    unmount();
    fireEvent.keyDown(window, key('Digit4'));
    expect(onAlert).toHaveBeenCalledTimes(1);
  });
});
