'use client';

import dynamic from 'next/dynamic';

/**
 * The gallery's triggers and overlay, in a chunk of its own: the catch-all route would otherwise ship it with
 * every page of the site (the route's client components join shared first-load chunks). Server-rendered as
 * before; the browser fetches it only on the pages that draw it (issue 24).
 */
export const GalleryIsland = dynamic(() => import('./gallery-island').then((module) => module.GalleryIsland));
export const GalleryPictureButton = dynamic(() => import('./gallery-island').then((module) => module.GalleryPictureButton));
export const SeeAllPicturesButton = dynamic(() => import('./gallery-island').then((module) => module.SeeAllPicturesButton));
