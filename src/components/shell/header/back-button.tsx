'use client';

import { useIntl } from 'react-intl';
import { ArrowLeftIcon } from '@/components/ui/header-icons';
import type { Locale } from '@/domain/model/locale';
import type { Screen } from '@/routing';
import { islandMessages as m } from '../client-messages';
import styles from './header.module.css';

/** The rule and the link builders it needs, fetched on the click: not in every page's first load. */
const loadBackRule = () => import('../rules/back');

/**
 * The back arrow of simplified pages. The rule needs the hash (hotelId, dates, guests), which only
 * the browser knows, so it is decided at click time (rules/back.ts).
 */
export function BackButton({ locale, screen, homeHref }: { locale: Locale; screen: Screen | null; homeHref: string }) {
  const intl = useIntl();
  const goBack = async () => {
    // The hash and query as they are at the click, before the rule's code arrives.
    const where = { locale, screen, hash: window.location.hash, search: window.location.search };
    const target = await loadBackRule().then(
      ({ backTarget }) => backTarget(where),
      // Its code did not arrive (offline): one step back, as for most pages.
      () => ({ kind: 'history' }) as const,
    );
    if (target.kind === 'href') window.location.assign(target.href);
    // A page opened in a new tab or from an e-mail has nothing to go back to: home instead.
    else if (window.history.length > 1) window.history.back();
    else window.location.assign(homeHref);
  };
  return (
    <button type="button" className={styles.action} aria-label={intl.formatMessage(m.back)} onClick={goBack} data-analytics-action="header-back" data-testid="back-button">
      <ArrowLeftIcon />
    </button>
  );
}
