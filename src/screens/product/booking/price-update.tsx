'use client';

import { lazy, Suspense } from 'react';
import type { PriceChange } from './use-book';

// The modal's code loads only when a checkout came back at another price.
const PriceUpdateModal = lazy(() => import('@/components/booking/price-update-modal').then((module) => ({ default: module.PriceUpdateModal })));

/**
 * The price-update modal of the product page (part 1 §4): the checkout was made at another price
 * than the quote showed. Continue goes on to the booking page at the new price; Back (or closing)
 * stays here.
 */
export function PriceUpdate({ change, item, onContinue, onBack }: { change: PriceChange; item: { id: number; name: string }; onContinue(): void; onBack(): void }) {
  const newTotal = change.answer.price.totalPrice;
  return (
    <Suspense fallback={null}>
      <PriceUpdateModal
        open
        origin="product"
        direction={newTotal < change.shownTotal ? 'lower' : 'higher'}
        oldTotal={change.shownTotal}
        newTotal={newTotal}
        onContinue={onContinue}
        onBack={onBack}
        item={item}
      />
    </Suspense>
  );
}
