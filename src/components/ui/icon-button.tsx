'use client';

import { forwardRef, type ButtonHTMLAttributes, type ReactNode } from 'react';
import styled from 'styled-components';

const Round = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  padding: 0;
  border: 0;
  border-radius: 50%;
  background: transparent;
  color: inherit;
  cursor: pointer;

  &:hover {
    background: var(--color-surface-alt);
  }

  svg {
    width: 24px;
    height: 24px;
  }
`;

export type IconButtonProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children' | 'aria-label'> & {
  /** The accessible name: an icon alone says nothing to a screen reader. */
  label: string;
  icon: ReactNode;
};

/** A 44 × 44 px button showing only an icon, named by `label`. Forwards its ref (Radix triggers need it). */
export const IconButton = forwardRef<HTMLButtonElement, IconButtonProps>(function IconButton({ label, icon, type = 'button', ...props }, ref) {
  return (
    <Round ref={ref} type={type} aria-label={label} {...props}>
      {icon}
    </Round>
  );
});
