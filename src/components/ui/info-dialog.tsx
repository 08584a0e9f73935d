'use client';

import { lazy, Suspense, type ReactNode } from 'react';
import { useFirstOpen } from './use-first-open';
import { useMounted } from './use-mounted';

// Radix Dialog and its styles load on the first opening, not with the page.
const Modal = lazy(() => import('./modal').then((module) => ({ default: module.Modal })));

export interface InfoDialogProps {
  /** The opener's text (a button). */
  label: ReactNode;
  /** The dialog's accessible name, shown in its header. */
  title: ReactNode;
  /** Server-rendered content: the dialog shows it as it is. */
  children: ReactNode;
  className?: string;
  'data-testid'?: string;
}

/**
 * A button that opens a read-only dialog (the product page's tourist tax, getting there, hours,
 * services, things to know, room and activity details, eco commitments — part 1 §2). The content
 * is rendered on the server; the dialog code is fetched on the first opening. Escape, the close
 * button and a click outside close it, and the focus goes back to the button (Radix).
 */
export function InfoDialog({ label, title, children, className, ...rest }: InfoDialogProps) {
  const { opened, open, setOpen, openNow } = useFirstOpen();
  // Says when the button has its handler: the server's button does nothing until then (tests wait on it).
  const hydrated = useMounted();
  return (
    <>
      <button
        type="button"
        className={className}
        aria-haspopup="dialog"
        onClick={openNow}
        data-testid={rest['data-testid'] ? `${rest['data-testid']}-open` : undefined}
        data-hydrated={hydrated ? 'true' : 'false'}
      >
        {label}
      </button>
      {opened ? (
        <Suspense fallback={null}>
          <Modal open={open} onOpenChange={setOpen} title={title} fullScreenOnMobile data-testid={rest['data-testid']}>
            {children}
          </Modal>
        </Suspense>
      ) : null}
    </>
  );
}
