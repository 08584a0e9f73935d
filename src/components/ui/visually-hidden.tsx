import type { ReactNode } from 'react';

/**
 * Text for screen readers only (the global `.visually-hidden` class of app/globals.css).
 * Server-safe: no client code, usable in server components and islands alike.
 */
export function VisuallyHidden({ children, as: Tag = 'span', id }: { children: ReactNode; as?: 'span' | 'h2' | 'p'; id?: string }) {
  return (
    <Tag className="visually-hidden" id={id}>
      {children}
    </Tag>
  );
}
