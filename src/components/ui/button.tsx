'use client';

import type { AnchorHTMLAttributes, ButtonHTMLAttributes, Ref } from 'react';
import styled from 'styled-components';
import { buttonStyles, type ButtonVariant } from './button-styles';

const StyledButton = styled.button<{ $variant: ButtonVariant }>`
  ${buttonStyles}
`;
const StyledLink = styled.a<{ $variant: ButtonVariant }>`
  ${buttonStyles}
`;

/** `ref` reaches the button (React 19: a plain prop), for a dialog that focuses it first. */
export type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & { variant?: ButtonVariant; ref?: Ref<HTMLButtonElement> };

/** A button: primary (filled), secondary (outlined) or ghost (text). type="button" unless told otherwise. */
export function Button({ variant = 'primary', type = 'button', ...props }: ButtonProps) {
  return <StyledButton $variant={variant} type={type} {...props} />;
}

export type ButtonLinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & { variant?: ButtonVariant; href: string };

/** A link that looks like a Button (navigation stays a link: right-click, new tab, crawlers). */
export function ButtonLink({ variant = 'primary', ...props }: ButtonLinkProps) {
  return <StyledLink $variant={variant} {...props} />;
}
