'use client';

import dynamic from 'next/dynamic';

/**
 * The box page's islands, in a chunk of their own (./page-islands.ts; the catch-all route would
 * otherwise ship them with every page). Both are server-rendered: the first stays and the Offer
 * button are in the HTML.
 */
export const BoxStays = dynamic(() => import('./page-islands').then((module) => module.BoxStays));
export const BoxOfferPanel = dynamic(() => import('./page-islands').then((module) => module.BoxOfferPanel));
