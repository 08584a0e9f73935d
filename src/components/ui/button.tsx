'use client';

import type { AnchorHTMLAttributes, ButtonHTMLAttributes, Ref } from 'react';
import { buttonClassName, type ButtonVariant } from './button-styles';

/** `ref` reaches the button (React 19: a plain prop), for a dialog that focuses it first. */
export type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & { variant?: ButtonVariant; ref?: Ref<HTMLButtonElement> };

/** A button: primary (filled), secondary (outlined) or ghost (text). type="button" unless told otherwise. */
export function Button({ variant = 'primary', type = 'button', className, ...props }: ButtonProps) {
  return <button className={buttonClassName(variant, className)} type={type} {...props} />;
}

export type ButtonLinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & { variant?: ButtonVariant; href: string };

/** A link that looks like a Button (navigation stays a link: right-click, new tab, crawlers). */
export function ButtonLink({ variant = 'primary', className, ...props }: ButtonLinkProps) {
  return <a className={buttonClassName(variant, className)} {...props} />;
}
