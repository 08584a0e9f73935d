import type { SVGProps } from 'react';

export type IconProps = SVGProps<SVGSVGElement>;

/** The frame of every line icon: 24×24, drawn in the text's colour, hidden from assistive technology. */
export function Icon({ children, ...props }: IconProps) {
  return (
    <svg viewBox="0 0 24 24" width="24" height="24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false" {...props}>
      {children}
    </svg>
  );
}
