'use client';

import dynamic from 'next/dynamic';

/**
 * The product page's own islands, in chunks of their own: the catch-all route would otherwise ship
 * them with every page of the site (they joined the route's shared chunk). Server-rendered as
 * before; the browser fetches them only on product pages. The small ones share one chunk
 * (./page-islands.ts); the booking, gift and redemption islands, each for one flow, have their own.
 */
export const SectionTabs = dynamic(() => import('./page-islands').then((module) => module.SectionTabs));
export const SeeMore = dynamic(() => import('./page-islands').then((module) => module.SeeMore));
export const InfoDialog = dynamic(() => import('./page-islands').then((module) => module.InfoDialog));
export const ProductViewTracking = dynamic(() => import('./page-islands').then((module) => module.ProductViewTracking));
export const RecentlyViewedRecorder = dynamic(() => import('./page-islands').then((module) => module.RecentlyViewedRecorder));
export const GiftSetup = dynamic(() => import('./gift-setup/gift-setup').then((module) => module.GiftSetup));
export const RedemptionIsland = dynamic(() => import('./redemption/redemption-island').then((module) => module.RedemptionIsland));
export const BookingLoader = dynamic(() => import('./booking/booking-loader').then((module) => module.BookingLoader));
export const AutoDiscountNote = dynamic(() => import('./page-islands').then((module) => module.AutoDiscountNote));
export const QuoteSwap = dynamic(() => import('./page-islands').then((module) => module.QuoteSwap));
