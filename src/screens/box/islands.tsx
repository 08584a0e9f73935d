'use client';

import dynamic from 'next/dynamic';

/**
 * The box page's islands, each in a chunk of its own (the catch-all route would otherwise ship
 * them with every page). Both are server-rendered: the first stays and the Offer button are in the HTML.
 */
export const BoxStays = dynamic(() => import('./stays/box-stays').then((module) => module.BoxStays));
export const BoxOfferPanel = dynamic(() => import('./offer/box-offer-panel').then((module) => module.BoxOfferPanel));
