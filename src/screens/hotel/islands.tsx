'use client';

import dynamic from 'next/dynamic';

/**
 * The hotel page's islands, in a chunk of their own (./page-islands.ts): the catch-all route would
 * otherwise ship them with every page. Server-rendered where they have something to show without
 * JavaScript.
 */
export const HotelSearchBar = dynamic(() => import('./page-islands').then((module) => module.HotelSearchBar));
export const HotelOffers = dynamic(() => import('./page-islands').then((module) => module.HotelOffers));
export const OfferDetailLoader = dynamic(() => import('./page-islands').then((module) => module.OfferDetailLoader));
export const NearbyHotelLink = dynamic(() => import('./page-islands').then((module) => module.NearbyHotelLink));
export const Carousel = dynamic(() => import('./page-islands').then((module) => module.Carousel));
export const SeeMore = dynamic(() => import('./page-islands').then((module) => module.SeeMore));
export const InfoDialog = dynamic(() => import('./page-islands').then((module) => module.InfoDialog));
