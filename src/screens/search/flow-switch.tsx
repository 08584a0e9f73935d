'use client';

import { useIntl } from 'react-intl';
import { IntentLink } from '@/components/ui/intent-link';
import type { Locale } from '@/domain/model/locale';
import type { SearchHashCriteria } from '@/state/hash/search-criteria';
import { flowSwitchMessages as m } from './client-messages';
import { flowSwitchHref, type SwitchableFlow } from './flow-switch-href';
import type { PathCriteria } from './page-criteria';
import styles from './search.module.css';

const LABELS = { booking: m.stays, gifting: m.gifts, activity: m.activities } as const;

/**
 * Stays / Gifts / Activities above the results (part 1 §4 flow switching): each a link to the
 * other flow's results with the criteria kept or rebuilt, cleared for activities. Links, so a
 * new tab or a crawler gets the same page.
 */
export function FlowSwitch(props: { locale: Locale; path: PathCriteria & { flow: SwitchableFlow }; criteria: SearchHashCriteria; hashCriteria: SearchHashCriteria; flows: readonly SwitchableFlow[] }) {
  const { locale, path, criteria, hashCriteria, flows } = props;
  const intl = useIntl();
  return (
    <nav aria-label={intl.formatMessage(m.label)} data-testid="flow-switch">
      <ul className={styles.flowSwitch}>
        {flows.map((flow) => (
          <li key={flow}>
            <IntentLink
              href={flowSwitchHref(locale, path, criteria, hashCriteria, flow)}
              className={styles.flowLink}
              aria-current={flow === path.flow ? 'page' : undefined}
            >
              {intl.formatMessage(LABELS[flow])}
            </IntentLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
