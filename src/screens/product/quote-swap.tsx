'use client';

import { lazy, Suspense, type ReactNode } from 'react';
import { useQuotedStay } from './booking/quoted-stay';

const QuotedPrice = lazy(() => import('./quoted-header').then((module) => ({ default: module.QuotedPrice })));
const QuotedCancellation = lazy(() => import('./quoted-header').then((module) => ({ default: module.QuotedCancellation })));

/**
 * A part of the product header that changes once the booking island has quoted a stay (part 1 §2
 * price block, §4 cancellation label). Until then it is the server's markup (`children`: the
 * from-price, the call to add dates); with a quote, the quoted part, whose code loads with the
 * first quote, the server's markup staying on screen meanwhile.
 */
export function QuoteSwap({ part, children }: { part: 'price' | 'cancellation'; children: ReactNode }) {
  const stay = useQuotedStay((state) => state.stay);
  if (!stay) return children;
  const Quoted = part === 'price' ? QuotedPrice : QuotedCancellation;
  return (
    <Suspense fallback={children}>
      <Quoted stay={stay} />
    </Suspense>
  );
}
