'use client';

import { useIntl } from 'react-intl';
import type { QuotedStay } from './booking/quoted-stay';
import { CancellationLine } from './cancellation-line';
import { PriceBlock } from './price-block';

/**
 * The header once the booking island has quoted the visitor's stay: its final price (nights and
 * people of the stay), and the cancellation label of the stay with the chosen cover (a full-refund
 * cover says so; else modifiable or partially refundable until the deadline, or non-exchangeable
 * and non-refundable). Loaded with the first quote: a visitor without dates never downloads it.
 */
export function QuotedPrice({ stay }: { stay: QuotedStay }) {
  return <PriceBlock intl={useIntl()} kind="final" price={stay} />;
}

export function QuotedCancellation({ stay }: { stay: QuotedStay }) {
  const intl = useIntl();
  return stay.cancellation ? <CancellationLine intl={intl} label={stay.cancellation} /> : null;
}
