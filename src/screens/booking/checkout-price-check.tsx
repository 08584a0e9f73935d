'use client';

import { lazy, Suspense } from 'react';
import { useMounted } from '@/components/ui/use-mounted';
import type { CheckoutPriceUpdate } from '@/domain/booking';

// The dialog (Radix, styled-components) is fetched once the page runs in the browser: it is never
// in the server HTML, so it stays out of the page's first load.
const PriceUpdateModal = lazy(() => import('@/components/booking/price-update-modal').then((module) => ({ default: module.PriceUpdateModal })));

/**
 * The booking summary's price update (part 1 §4): the checkout's stay price is no longer the
 * quote's, so the modal opens at once with Back only. Back (or any close) leaves the checkout
 * behind: the booking page's history entry is replaced by the product page with the stay in its
 * hash (location.replace), so the browser's back button cannot return to the stale checkout; no
 * other client state holds it. Opened after hydration (a dialog is not server-rendered).
 */
export function CheckoutPriceCheck({ update, backHref, item }: { update: CheckoutPriceUpdate; backHref: string; item?: { id: number; name: string } }) {
  const mounted = useMounted();
  if (!mounted) return null;
  return (
    <Suspense fallback={null}>
      <PriceUpdateModal
        open
        origin="checkout"
        direction={update.direction}
        oldTotal={update.oldTotal}
        newTotal={update.newTotal}
        item={item}
        onBack={() => window.location.replace(backHref)}
      />
    </Suspense>
  );
}
