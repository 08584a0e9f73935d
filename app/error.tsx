'use client';

import { CrashView } from '@/screens/crash/crash-view';

/**
 * The crash page after a render error below the root layout ('It seems that the page went on
 * holidays'); the layout's messages (the site's language) are around it.
 */
export default function CrashBoundary({ error }: { error: unknown }) {
  return <CrashView error={error} />;
}
