import { useRef } from 'react';

/**
 * Radix dialogs give focus back to their own Trigger on close. Ours are often opened by a button
 * outside the dialog (and mounted lazily), so the opener is remembered when the dialog takes focus
 * and focused again when it closes — WCAG 2.4.3, keyboard users stay where they were.
 */
export function useReturnFocus() {
  const opener = useRef<HTMLElement | null>(null);
  return {
    onOpenAutoFocus: () => {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    },
    onCloseAutoFocus: (event: Event) => {
      if (opener.current?.isConnected) {
        event.preventDefault();
        opener.current.focus();
      }
    },
  };
}
