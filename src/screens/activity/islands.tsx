'use client';

import dynamic from 'next/dynamic';

/**
 * The voucher page's islands, each in a chunk of its own (the catch-all route would otherwise ship
 * them with every page). Server-rendered as before; the browser fetches them on voucher pages only.
 * The recently viewed recorder and carousel share one (./recently-viewed-islands.ts).
 */
export const Purchase = dynamic(() => import('./purchase').then((module) => module.Purchase));
export const RecentlyViewedCarousel = dynamic(() => import('./recently-viewed-islands').then((module) => module.RecentlyViewedCarousel));
export const RecentlyViewedRecorder = dynamic(() => import('./recently-viewed-islands').then((module) => module.RecentlyViewedRecorder));
export const ProductViewTracking = dynamic(() => import('@/tracking/product-view-tracking').then((module) => module.ProductViewTracking));
