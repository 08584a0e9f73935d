'use client';

import * as RadixPopover from '@radix-ui/react-popover';
import { useRef, type RefObject } from 'react';

export interface PopoverPanelProps extends Omit<RadixPopover.PopoverContentProps, 'id'> {
  /** The panel's id: the trigger's aria-controls. */
  id: string;
  open: boolean;
  onOpenChange(open: boolean): void;
  /** What the panel is placed against and gives the focus back to: its trigger, or its field. */
  anchor: RefObject<HTMLElement | null>;
  /** In a portal at the end of the body (default), or where it is rendered. */
  portal?: boolean;
}

/**
 * The Radix part of a deferred popover (deferred-popover.tsx), in its own chunk: the page loads it
 * when a popover first opens. Radix's Trigger is not used (the trigger is the page's own element,
 * server-rendered and hydrated without Radix), so this does the two things it did: a press on the
 * anchor is not an outside click (the trigger toggles the panel itself), and closing gives the
 * focus back to the anchor unless the visitor clicked elsewhere.
 */
export default function PopoverPanel({ open, onOpenChange, anchor, portal = true, onInteractOutside, onCloseAutoFocus, ...content }: PopoverPanelProps) {
  const interactedOutside = useRef(false);
  const panel = (
    <RadixPopover.Content
      {...content}
      onInteractOutside={(event) => {
        if (event.target instanceof Node && anchor.current?.contains(event.target)) {
          event.preventDefault();
          return;
        }
        onInteractOutside?.(event);
        if (!event.defaultPrevented) interactedOutside.current = true;
      }}
      onCloseAutoFocus={(event) => {
        onCloseAutoFocus?.(event);
        if (!event.defaultPrevented) {
          event.preventDefault();
          if (!interactedOutside.current) anchor.current?.focus();
        }
        interactedOutside.current = false;
      }}
    />
  );
  return (
    <RadixPopover.Root open={open} onOpenChange={onOpenChange}>
      <RadixPopover.Anchor virtualRef={anchor} />
      {portal ? <RadixPopover.Portal>{panel}</RadixPopover.Portal> : panel}
    </RadixPopover.Root>
  );
}
