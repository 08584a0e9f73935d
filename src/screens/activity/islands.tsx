'use client';

import dynamic from 'next/dynamic';

/**
 * The voucher page's islands, each in a chunk of its own (the catch-all route would otherwise ship
 * them with every page). Server-rendered as before; the browser fetches them on voucher pages only.
 */
export const Purchase = dynamic(() => import('./purchase').then((module) => module.Purchase));
export const RecentlyViewedCarousel = dynamic(() => import('@/components/recently-viewed/recently-viewed-carousel').then((module) => module.RecentlyViewedCarousel));
export const RecentlyViewedRecorder = dynamic(() => import('@/components/recently-viewed/recently-viewed-recorder').then((module) => module.RecentlyViewedRecorder));
export const ProductViewTracking = dynamic(() => import('@/tracking/product-view-tracking').then((module) => module.ProductViewTracking));
