'use client';

import { useLayoutEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '@/components/ui/button';
import type { Locale } from '@/domain/model/locale';
import { loadMessenger } from './load-messenger';
import { messengerMessages as m } from './messages';
import styles from './chat-button.module.css';

export interface ChatButtonProps {
  /** The provider's messenger.js, from the server's config (getMessengerConfig). */
  scriptUrl: string;
  locale: Locale;
}

type Phase = 'ready' | 'opening' | 'open' | 'unavailable';

/**
 * Part 2 §4: the button is hidden once clicked and shown again when the messenger closes. The
 * provider's script loads on the first click only (nothing third-party on a page nobody chats from).
 */
export default function ChatButton({ scriptUrl, locale }: ChatButtonProps) {
  const intl = useIntl();
  const [phase, setPhase] = useState<Phase>('ready');
  const button = useRef<HTMLButtonElement>(null);
  // Focus comes back to the button when the messenger closes: it was unmounted while the chat was open.
  // In the commit that shows it again (a layout effect), so the button never appears without the focus:
  // with a passive effect the focus followed a moment later, and a check in that moment met the body.
  const refocus = useRef(false);

  useLayoutEffect(() => {
    if (refocus.current && (phase === 'ready' || phase === 'unavailable')) {
      refocus.current = false;
      button.current?.focus();
    }
  }, [phase]);

  async function openChat() {
    setPhase('opening');
    const messenger = await loadMessenger(scriptUrl);
    refocus.current = true;
    if (!messenger) return setPhase('unavailable');
    try {
      setPhase('open');
      messenger.open({ locale, onClose: () => setPhase('ready') });
    } catch {
      setPhase('unavailable');
    }
  }

  const shown = phase === 'ready' || phase === 'unavailable';
  return (
    <div className={styles.chat}>
      {shown ? (
        <Button ref={button} aria-haspopup="dialog" onClick={() => void openChat()}>
          <ChatIcon />
          {intl.formatMessage(m.open)}
        </Button>
      ) : null}
      {/* Always rendered, so screen readers hear what replaces the button. */}
      <p role="status" className={phase === 'unavailable' ? styles.error : styles.status}>
        {phase === 'opening' ? intl.formatMessage(m.opening) : phase === 'unavailable' ? intl.formatMessage(m.unavailable) : ''}
      </p>
    </div>
  );
}

function ChatIcon() {
  return (
    <svg aria-hidden="true" focusable="false" width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
      <path d="M21 12a8 8 0 0 1-11.6 7.1L4 20l1-4.6A8 8 0 1 1 21 12Z" strokeLinejoin="round" />
    </svg>
  );
}
