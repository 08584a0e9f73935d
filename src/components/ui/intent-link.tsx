'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useRef, type ComponentProps, type FocusEvent, type PointerEvent } from 'react';

export type IntentLinkProps = Omit<ComponentProps<typeof Link>, 'prefetch' | 'href'> & {
  href: string;
  /**
   * Prefetch the page's server payload when the visitor shows intent (pointer over it, keyboard
   * focus). false: never prefetched — links to screens not built yet, whose payload is a 404.
   */
  prefetchOnIntent?: boolean;
};

/**
 * The app router, or null outside one (a component test, a page rendered by the pages router):
 * such a link still navigates, it only cannot prefetch. The hook always runs, so the order holds.
 */
function useOptionalRouter(): ReturnType<typeof useRouter> | null {
  try {
    return useRouter();
  } catch {
    return null;
  }
}

/**
 * A next/link that prefetches on intent instead of on sight. Next prefetches every link in the
 * viewport: the shell alone made each page view render six other pages on the server. Here
 * nothing is fetched until the pointer reaches the link or it gets focus, once per link.
 */
export function IntentLink({ prefetchOnIntent = true, onPointerEnter, onFocus, ...props }: IntentLinkProps) {
  const router = useOptionalRouter();
  const done = useRef(false);
  const prefetch = () => {
    if (!prefetchOnIntent || done.current || router === null) return;
    done.current = true;
    router.prefetch(props.href);
  };
  return (
    <Link
      {...props}
      prefetch={false}
      onPointerEnter={(event: PointerEvent<HTMLAnchorElement>) => {
        prefetch();
        onPointerEnter?.(event);
      }}
      onFocus={(event: FocusEvent<HTMLAnchorElement>) => {
        prefetch();
        onFocus?.(event);
      }}
    />
  );
}
