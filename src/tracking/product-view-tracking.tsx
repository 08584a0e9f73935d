'use client';

import { useEffect } from 'react';
import { pushToDataLayer } from './data-layer';
import { CLEAR_ECOMMERCE, viewItemEvent } from './item-events';

/** The product page's view_item, once per product shown (a client navigation to another product sends its own). */
export function ProductViewTracking({ id, name, priceCents, category }: { id: number; name: string; priceCents: number; category: string }) {
  useEffect(() => {
    pushToDataLayer(CLEAR_ECOMMERCE);
    pushToDataLayer(viewItemEvent({ id, name, priceCents, category }));
  }, [id, name, priceCents, category]);
  return null;
}
