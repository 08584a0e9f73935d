'use client';

import { CrashView } from './crash-view';

/**
 * The crash page after a render error below a page tree's root layout ('It seems that the page went on
 * holidays'); the layout's messages (the site's language) are around it. Every tree's error.tsx is it.
 */
export function CrashBoundary({ error }: { error: unknown }) {
  return <CrashView error={error} />;
}
