'use client';

import { useIntl } from 'react-intl';
import { Button } from '@/components/ui/button';
import { viewOffersLabel } from '@/domain/filters';
import { filterMessages as m } from './messages';

/** The primary button: 'View {count} offers' once the draft's count is known, else 'View offers'. */
export function ViewOffersButton({ count, onClick }: { count: number | null; onClick(): void }) {
  const intl = useIntl();
  const label = viewOffersLabel(count);
  return (
    <Button onClick={onClick} data-testid="view-offers">
      {label.key === 'filters.viewCountOffers' ? intl.formatMessage(m.viewCountOffers, label.values) : intl.formatMessage(m.viewOffers)}
    </Button>
  );
}
