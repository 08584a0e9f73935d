'use client';

import dynamic from 'next/dynamic';

/**
 * The product page's own islands, each in a chunk of its own: the catch-all route would otherwise
 * ship them with every page of the site (they joined the route's shared chunk). Server-rendered as
 * before; the browser fetches them only on product pages. The header's islands and the tabs share one
 * chunk (./header-islands.ts).
 */
export const SectionTabs = dynamic(() => import('./header-islands').then((module) => module.SectionTabs));
export const SeeMore = dynamic(() => import('@/components/ui/see-more').then((module) => module.SeeMore));
export const InfoDialog = dynamic(() => import('@/components/ui/info-dialog').then((module) => module.InfoDialog));
export const ProductViewTracking = dynamic(() => import('@/tracking/product-view-tracking').then((module) => module.ProductViewTracking));
export const RecentlyViewedRecorder = dynamic(() => import('@/components/recently-viewed/recently-viewed-recorder').then((module) => module.RecentlyViewedRecorder));
export const GiftSetup = dynamic(() => import('./gift-setup/gift-setup').then((module) => module.GiftSetup));
export const RedemptionIsland = dynamic(() => import('./redemption/redemption-island').then((module) => module.RedemptionIsland));
export const BookingLoader = dynamic(() => import('./booking/booking-loader').then((module) => module.BookingLoader));
export const AutoDiscountNote = dynamic(() => import('./header-islands').then((module) => module.AutoDiscountNote));
export const HeaderPrice = dynamic(() => import('./header-islands').then((module) => module.HeaderPrice));
export const HeaderCancellation = dynamic(() => import('./header-islands').then((module) => module.HeaderCancellation));
