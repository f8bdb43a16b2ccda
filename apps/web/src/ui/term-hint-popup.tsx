import * as Popover from '@radix-ui/react-popover';
import * as Tooltip from '@radix-ui/react-tooltip';
import { POPOVER_OFFSET_PX, TOOLTIP_HOVER_DELAY_MS, TOOLTIP_OFFSET_PX } from '@heloc/domain';
import { useState } from 'react';
import type { TermHintProps } from './term-hint';

/**
 * The Radix part of `TermHint`, its own chunk (as `modal-dialog.tsx` is): a tooltip on hover (after 200 ms) or on
 * keyboard focus, 12 px from its button, and the same words in a popover 10 px from it on a click, a tap or Enter,
 * which a touch screen (no hover) and a screen reader user can open and keep open (docs/product/application-area.md
 * §9, docs/product/widgets-and-calculations.md §9).
 */
export function TermHintPopup({
  buttonLabel,
  explanation,
  mark,
}: TermHintProps & { buttonLabel: string; mark: string }) {
  const [isPopoverOpen, setPopoverOpen] = useState(false);
  const [isTooltipOpen, setTooltipOpen] = useState(false);
  return (
    <Tooltip.Provider delayDuration={TOOLTIP_HOVER_DELAY_MS}>
      <Popover.Root open={isPopoverOpen} onOpenChange={setPopoverOpen}>
        {/* The popover says it already: the tooltip keeps quiet while it is open. */}
        <Tooltip.Root open={isTooltipOpen && !isPopoverOpen} onOpenChange={setTooltipOpen}>
          <Tooltip.Trigger asChild>
            <Popover.Trigger className="ui-term-hint" aria-label={buttonLabel}>
              <span aria-hidden="true">{mark}</span>
            </Popover.Trigger>
          </Tooltip.Trigger>
          <Tooltip.Portal>
            <Tooltip.Content className="ui-tooltip" sideOffset={TOOLTIP_OFFSET_PX} data-testid="term-tooltip">
              {explanation}
            </Tooltip.Content>
          </Tooltip.Portal>
        </Tooltip.Root>
        <Popover.Portal>
          <Popover.Content
            className="ui-popover"
            sideOffset={POPOVER_OFFSET_PX}
            aria-label={buttonLabel}
            data-testid="term-popover"
          >
            {explanation}
          </Popover.Content>
        </Popover.Portal>
      </Popover.Root>
    </Tooltip.Provider>
  );
}
