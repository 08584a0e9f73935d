import styled, { keyframes } from 'styled-components';
import * as Dialog from '@radix-ui/react-dialog';

const fadeIn = keyframes`
  from { opacity: 0; }
  to { opacity: 1; }
`;

/** The dimmed backdrop of modals and drawers. It also carries Radix's body scroll lock. */
export const Backdrop = styled(Dialog.Overlay)`
  position: fixed;
  inset: 0;
  z-index: var(--z-overlay);
  background: rgb(0 0 0 / 45%);
  animation: ${fadeIn} 150ms ease-out;
`;

export const PanelHeader = styled.div`
  display: flex;
  align-items: center;
  gap: var(--space-2);
  min-height: 56px;
  padding: var(--space-2) var(--space-2) var(--space-2) var(--space-4);
  border-bottom: 1px solid var(--color-border);
`;

export const PanelTitle = styled(Dialog.Title)`
  flex: 1;
  margin: 0;
  font-size: 1.125rem;
  line-height: 1.3;
`;

export const PanelBody = styled.div`
  flex: 1;
  overflow-y: auto;
  overscroll-behavior: contain;
  padding: var(--space-4);
`;
