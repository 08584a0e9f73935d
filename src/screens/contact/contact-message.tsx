'use client';

import { lazy, Suspense, useState } from 'react';
import { useIntl } from 'react-intl';
import controls from '@/components/ui/form-controls.module.css';
import type { ContactMessageDialogProps } from './contact-message-dialog';
import { contactFormMessages as m } from './form-messages';

/** The form, react-hook-form, zod and the recaptcha hook: fetched when the visitor reaches for the button, not with the page. */
const ContactMessageDialog = lazy(() => import('./contact-message-dialog'));

export type ContactMessageProps = Omit<ContactMessageDialogProps, 'open' | 'onOpenChange'>;

/**
 * 'Leave us a message' (part 2 §2): the button is the page's; its modal form loads on the button's
 * first hover, focus or click, and stays mounted after that, so closing the modal keeps what was
 * typed. A click before the form has arrived opens it as soon as it has.
 */
export default function ContactMessage(props: ContactMessageProps) {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const want = () => setWanted(true);
  return (
    <>
      <button
        type="button"
        className={controls.primaryButton}
        aria-haspopup="dialog"
        data-testid="contact-leave-message"
        onPointerEnter={want}
        onFocus={want}
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
      >
        {intl.formatMessage(m.leaveMessage)}
      </button>
      {wanted ? (
        <Suspense fallback={null}>
          <ContactMessageDialog {...props} open={open} onOpenChange={setOpen} />
        </Suspense>
      ) : null}
    </>
  );
}
