'use client';

import dynamic from 'next/dynamic';

/**
 * The gift card form in a chunk of its own: imported directly by the server view, it joined the
 * catch-all route's shared chunk and brought zod and react-hook-form to every page of the site.
 */
export const GiftCardForm = dynamic(() => import('./gift-card-form').then((module) => module.GiftCardForm));
