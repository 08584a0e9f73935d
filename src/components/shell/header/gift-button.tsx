'use client';

import { lazy, Suspense, useState } from 'react';
import { useIntl } from 'react-intl';
import { GiftIcon } from '@/components/ui/header-icons';
import { islandMessages as m } from '../client-messages';
import type { GiftButtonBehaviour } from '../rules/gift-button';
import type { GiftChoice } from './gift-choice';
import styles from './header.module.css';


/** The drawer and Radix load on first use, not with the page. */
const loadDrawer = () => import('./gift-drawer');
const GiftDrawer = lazy(loadDrawer);

/**
 * The header's gift button (part 2 §4): opens the gift drawer when the rules allow it, otherwise
 * it is a plain link (the gift site, or a page of the site in customer-care mode).
 */
export function GiftButton({ behaviour, choices }: { behaviour: GiftButtonBehaviour; choices: GiftChoice[] }) {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  const content = (
    <>
      <GiftIcon />
      <span className={styles.actionLabel}>{intl.formatMessage(m.giftButton)}</span>
    </>
  );

  if (behaviour.kind === 'link') {
    return (
      <a className={styles.action} href={behaviour.href} data-analytics-action="header-gift" data-testid="gift-button" rel={behaviour.external ? 'noopener' : undefined}>
        {content}
      </a>
    );
  }
  return (
    <>
      <button
        type="button"
        className={styles.action}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
        onPointerEnter={loadDrawer}
        onFocus={loadDrawer}
        data-analytics-action="header-gift"
        data-testid="gift-button"
      >
        {content}
      </button>
      {open ? (
        <Suspense fallback={null}>
          <GiftDrawer open={open} onOpenChange={setOpen} choices={choices} />
        </Suspense>
      ) : null}
    </>
  );
}
