import Link from 'next/link';
import type { ReactNode } from 'react';
import type { IntlShape } from 'react-intl/server';
import { LOCALES, languageTag } from '@/domain/model/locale';
import { isActivityHref } from '@/routing/activity-routes';
import { href } from '@/routing/href';
import { safeHref } from '@/routing/safe-url';
import { getFeatures } from '@/settings/features';
import { contentMessages as m } from './messages';

export interface CmsLinkProps {
  url: string;
  /** The page's react-intl: its site decides which paths are same-site, its language the new-tab text. */
  intl: IntlShape;
  newTab?: boolean;
  className?: string;
  /** Analytics: the campaign and category the CMS attached to the link. */
  campaign?: string | null;
  category?: string | null;
  children: ReactNode;
}

/** '/fr-fr' for the site whose language the page speaks (null outside the six sites). */
function sitePrefixOf(intl: IntlShape): string | null {
  const locale = LOCALES.find((candidate) => languageTag(candidate) === intl.locale);
  return locale ? href.home(locale) : null;
}

function isUnder(target: string, prefix: string | null): boolean {
  return prefix !== null && (target === prefix || target.startsWith(`${prefix}/`) || target.startsWith(`${prefix}?`) || target.startsWith(`${prefix}#`));
}

/**
 * A link written by a CMS author (banners, blocks, rich content, idea and article cards). Only site
 * paths and http(s)/mailto/tel URLs become links (src/routing/safe-url.ts); anything else is plain
 * text, however the CMS spelled it.
 * - A path of this site navigates client-side, without prefetch (a page of CMS links would
 *   prefetch them all).
 * - A path of another site is a full page load: the root layout (html lang, messages) is per site.
 * - A new tab says so to screen readers and cannot reach back into this page; another origin in
 *   the same tab gets no window.opener either.
 */
export function CmsLink({ url, intl, newTab = false, className, campaign, category, children }: CmsLinkProps) {
  const target = safeHref(url);
  if (target === null) return <span className={className}>{children}</span>;
  // A link into the activity-only flow while that feature is off would lead to a 404: not shown.
  if (!getFeatures().activityOnly && isActivityHref(target)) return null;
  const analytics = { 'data-campaign': campaign ?? undefined, 'data-category': category ?? undefined };
  if (!newTab && isUnder(target, sitePrefixOf(intl))) {
    return (
      <Link href={target} prefetch={false} className={className} {...analytics}>
        {children}
      </Link>
    );
  }
  const rel = newTab ? 'noopener noreferrer' : /^https?:/i.test(target) ? 'noopener' : undefined;
  return (
    <a href={target} className={className} target={newTab ? '_blank' : undefined} rel={rel} {...analytics}>
      {children}
      {newTab ? <span className="visually-hidden"> {intl.formatMessage(m.newTab)}</span> : null}
    </a>
  );
}
