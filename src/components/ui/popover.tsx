'use client';

import * as RadixPopover from '@radix-ui/react-popover';
import type { ReactElement, ReactNode } from 'react';
import styled from 'styled-components';

export interface PopoverProps {
  /** The element that toggles it: a <button> (or a component forwarding its ref to one). */
  trigger: ReactElement;
  children: ReactNode;
  open?: boolean;
  onOpenChange?(open: boolean): void;
  align?: 'start' | 'center' | 'end';
  /** Accessible name of the panel (role dialog). */
  label: string;
  'data-testid'?: string;
}

const Content = styled(RadixPopover.Content)`
  z-index: var(--z-overlay);
  min-width: 220px;
  max-width: min(360px, 94vw);
  padding: var(--space-2);
  border: 1px solid var(--color-border);
  border-radius: var(--radius-m);
  background: var(--color-surface);
  color: var(--color-text);
  box-shadow: var(--shadow-overlay);

  &:focus {
    outline: none;
  }
`;

/**
 * A Radix popover anchored to its trigger (account menu, dropdowns). Escape and a click outside
 * close it; focus moves into it on open and back to the trigger on close. Not modal: the page
 * keeps scrolling.
 *
 *   <Popover label="My account" trigger={<button>My account</button>}>…links…</Popover>
 */
export function Popover({ trigger, children, open, onOpenChange, align = 'end', label, ...rest }: PopoverProps) {
  return (
    <RadixPopover.Root open={open} onOpenChange={onOpenChange}>
      <RadixPopover.Trigger asChild>{trigger}</RadixPopover.Trigger>
      <RadixPopover.Portal>
        <Content align={align} sideOffset={8} collisionPadding={8} aria-label={label} data-testid={rest['data-testid']}>
          {children}
        </Content>
      </RadixPopover.Portal>
    </RadixPopover.Root>
  );
}
