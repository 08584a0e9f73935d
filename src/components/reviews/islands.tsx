'use client';

import dynamic from 'next/dynamic';

/**
 * The reviews button, in a chunk of its own: the catch-all route would otherwise ship it with every page of the
 * site (the route's client components join shared first-load chunks). Server-rendered as before; the browser
 * fetches it only on the pages that draw it (issue 24).
 */
export const ReviewsButton = dynamic(() => import('./reviews-button').then((module) => module.ReviewsButton));
