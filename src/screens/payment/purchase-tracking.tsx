'use client';

import { useEffect } from 'react';
import { pushToDataLayer } from '@/tracking/data-layer';
import { CLEAR_ECOMMERCE, purchaseEvent, type ProductItem } from '@/tracking/item-events';

/** Remembered per browser: a reload of the confirmation, or coming back to it later, sends nothing again. */
export const purchaseSentKey = (reference: string) => `escapade.purchase-sent.${reference}`;

/** The `purchase` event of a confirmed booking, once (the confirmation can be reloaded or reopened). */
export function PurchaseTracking({ reference, paidCents, item }: { reference: string; paidCents: number; item: ProductItem }) {
  useEffect(() => {
    const key = purchaseSentKey(reference);
    try {
      if (window.localStorage.getItem(key) !== null) return;
      window.localStorage.setItem(key, '1');
    } catch {
      // Storage refused (private mode): sending once per page view is the best we can do.
    }
    pushToDataLayer(CLEAR_ECOMMERCE);
    pushToDataLayer(purchaseEvent({ reference, paidCents, item }));
  }, [reference, paidCents, item]);
  return null;
}
