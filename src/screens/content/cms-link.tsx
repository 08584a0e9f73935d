import Link from 'next/link';
import type { ReactNode } from 'react';
import { safeHref } from '@/routing/safe-url';

/**
 * A link written by a CMS author. Only site paths and http(s)/mailto/tel URLs become links (the
 * rest is plain text, however the CMS spelled it). A path of another site is a full page load, as
 * the root layout (html lang, messages) belongs to one site.
 */
export function CmsLink({
  url,
  newTab = false,
  sitePrefix,
  className,
  children,
}: {
  url: string;
  newTab?: boolean;
  /** '/fr-fr': paths under it navigate client-side. */
  sitePrefix?: string;
  className?: string;
  children: ReactNode;
}) {
  const target = safeHref(url);
  if (target === null) return <span className={className}>{children}</span>;
  const tab = newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {};
  const sameSite = sitePrefix !== undefined && (target === sitePrefix || target.startsWith(`${sitePrefix}/`) || target.startsWith(`${sitePrefix}?`));
  if (sameSite && !newTab) {
    return (
      <Link href={target} prefetch={false} className={className}>
        {children}
      </Link>
    );
  }
  const external = /^https?:/i.test(target);
  return (
    <a href={target} className={className} {...tab} {...(external && !newTab ? { rel: 'noopener' } : {})}>
      {children}
    </a>
  );
}
