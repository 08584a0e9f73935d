'use client';

import dynamic from 'next/dynamic';

/**
 * The hotel page's islands, in chunks of their own (the catch-all route would otherwise ship them
 * with every page); the three main ones share one (./page-islands.ts). Server-rendered where they have something to show without JavaScript.
 */
export const HotelSearchBar = dynamic(() => import('./page-islands').then((module) => module.HotelSearchBar));
export const HotelOffers = dynamic(() => import('./page-islands').then((module) => module.HotelOffers));
export const OfferDetailLoader = dynamic(() => import('./page-islands').then((module) => module.OfferDetailLoader));
export const NearbyHotelLink = dynamic(() => import('./nearby-hotel-link').then((module) => module.NearbyHotelLink));
export const Carousel = dynamic(() => import('@/components/carousel/carousel').then((module) => module.Carousel));
export const SeeMore = dynamic(() => import('@/components/ui/see-more').then((module) => module.SeeMore));
export const InfoDialog = dynamic(() => import('@/components/ui/info-dialog').then((module) => module.InfoDialog));
