'use client';

import dynamic from 'next/dynamic';

/**
 * The personalisation note (it reads the browser's storage) in a chunk of its own: imported
 * directly by the server view, it joined the catch-all route's shared chunk, zod with it.
 */
export const PersonalisationNote = dynamic(() => import('@/components/gift-offer/personalisation-note').then((module) => module.PersonalisationNote));

/** The summary's Continue (starts the order) in a chunk of its own, server-rendered then hydrated. */
export const StartGiftOrder = dynamic(() => import('./start-gift-order'));
