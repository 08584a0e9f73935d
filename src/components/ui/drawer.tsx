'use client';

import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import styled, { css, keyframes } from 'styled-components';
import { media } from '@/theme/breakpoints';
import { CloseIcon } from './icons';
import { IconButton } from './icon-button';
import { uiMessages } from './messages';
import { Backdrop, PanelBody, PanelHeader, PanelTitle } from './overlay-styles';
import { useReturnFocus } from './return-focus';

export interface DrawerProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  /** The drawer's accessible name, shown in its header. */
  title: ReactNode;
  /** Side it slides from on desktop (default right). */
  side?: 'left' | 'right';
  /** On mobile: a bottom sheet (default) or a full-height side panel (menus). */
  mobile?: 'bottom' | 'side';
  /** Extra controls placed before the title (a Go back button…). */
  headerStart?: ReactNode;
  children: ReactNode;
  /** Marks the panel for tests and analytics. */
  'data-testid'?: string;
}

const slideUp = keyframes`from { transform: translateY(100%); } to { transform: none; }`;
const slideLeft = keyframes`from { transform: translateX(100%); } to { transform: none; }`;
const slideRight = keyframes`from { transform: translateX(-100%); } to { transform: none; }`;

const sidePanel = (side: 'left' | 'right') => css`
  top: 0;
  bottom: 0;
  ${side}: 0;
  /* The bottom sheet of mobile spans both sides: release the other one. */
  ${side === 'left' ? 'right' : 'left'}: auto;
  width: min(420px, 92vw);
  max-height: none;
  border-radius: 0;
  animation: ${side === 'left' ? slideRight : slideLeft} 200ms ease-out;
`;

const Panel = styled(Dialog.Content)<{ $side: 'left' | 'right'; $mobile: 'bottom' | 'side' }>`
  position: fixed;
  z-index: calc(var(--z-overlay) + 1);
  display: flex;
  flex-direction: column;
  background: var(--color-surface);
  color: var(--color-text);
  box-shadow: var(--shadow-overlay);

  ${({ $mobile, $side }) =>
    $mobile === 'bottom'
      ? css`
          left: 0;
          right: 0;
          bottom: 0;
          max-height: 90vh;
          border-radius: var(--radius-l) var(--radius-l) 0 0;
          animation: ${slideUp} 200ms ease-out;
        `
      : sidePanel($side)}

  ${media.desktop} {
    ${({ $side }) => sidePanel($side)}
  }

  &:focus {
    outline: none;
  }
`;

/**
 * A Radix dialog shown as a drawer: a bottom sheet on mobile (or a side panel with mobile="side"),
 * a side panel on desktop. Modal: focus is trapped, Escape and a click outside close it, the body
 * does not scroll behind it, and focus goes back to what opened it.
 *
 *   <Drawer open={open} onOpenChange={setOpen} title="Offer a gift">…</Drawer>
 */
export function Drawer({ open, onOpenChange, title, side = 'right', mobile = 'bottom', headerStart, children, ...rest }: DrawerProps) {
  const intl = useIntl();
  const focus = useReturnFocus();
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Backdrop />
        <Panel $side={side} $mobile={mobile} aria-describedby={undefined} {...focus} data-testid={rest['data-testid']}>
          <PanelHeader>
            {headerStart}
            <PanelTitle>{title}</PanelTitle>
            <Dialog.Close asChild>
              <IconButton label={intl.formatMessage(uiMessages.close)} icon={<CloseIcon />} />
            </Dialog.Close>
          </PanelHeader>
          <PanelBody>{children}</PanelBody>
        </Panel>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
