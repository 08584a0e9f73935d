import type { ReactNode } from 'react';
import type { IntlShape } from 'react-intl/server';
import { safeHref } from '@/routing/safe-url';
import { blockMessages as m } from './messages';

export interface CmsLinkProps {
  url: string;
  newTab?: boolean;
  className?: string;
  intl: IntlShape;
  children: ReactNode;
  /** Analytics: the campaign and category the CMS attached to the link. */
  campaign?: string | null;
  category?: string | null;
}

/**
 * A link written by CMS authors. Storefront paths are rendered as they are (the CMS owns them);
 * anything that is not a site path or an http(s)/mailto/tel URL is not a link at all. Links that
 * open a new tab say so to screen readers and cannot reach back into this page.
 */
export function CmsLink({ url, newTab = false, className, intl, children, campaign, category }: CmsLinkProps) {
  const target = safeHref(url);
  if (target === null) return <span className={className}>{children}</span>;
  return (
    <a
      href={target}
      className={className}
      target={newTab ? '_blank' : undefined}
      rel={newTab ? 'noopener noreferrer' : undefined}
      data-campaign={campaign ?? undefined}
      data-category={category ?? undefined}
    >
      {children}
      {newTab ? <span className="visually-hidden"> {intl.formatMessage(m.newTab)}</span> : null}
    </a>
  );
}
