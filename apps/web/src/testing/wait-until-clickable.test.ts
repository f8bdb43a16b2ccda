import { describe, expect, it } from 'vitest';
import { waitUntilClickable } from './wait-until-clickable';

describe('waitUntilClickable', () => {
  it('waits while the element inherits pointer-events: none, and answers it once it takes clicks', async () => {
    const layer = document.createElement('div');
    layer.style.pointerEvents = 'none';
    const button = document.createElement('button');
    layer.append(button);
    document.body.append(layer);
    let settled = false;
    const waiting = waitUntilClickable(button).then((element) => {
      settled = true;
      return element;
    });
    await new Promise((resolve) => setTimeout(resolve, 120));
    expect(settled).toBe(false);
    layer.style.pointerEvents = 'auto';
    await expect(waiting).resolves.toBe(button);
    layer.remove();
  });
});
