import Link from 'next/link';
import { getIntl } from '@/i18n/server';
import { JsonLd } from '@/components/seo/json-ld';
import { breadcrumbListData } from '@/crawlers/structured-data';
import { shellMessages as m } from '../messages';
import { UserAgentSwitch } from '../user-agent/user-agent-switch';
import type { ShellContext } from '../shell-context';
import { WebviewBackButton } from './islands';
import styles from './breadcrumb.module.css';

export interface BreadcrumbItem {
  label: string;
  /** A storefront path (from `href`) or an absolute URL. The last item is the current page. */
  url: string;
}

/**
 * A page's breadcrumb and its JSON-LD (crawlers). Embedded webviews (user-agent markers, part 2 §2)
 * have no browser back button: they get one instead of the trail, once the browser runs.
 *
 *   <Breadcrumb items={[{ label: 'Accueil', url: href.home(locale) }, { label: hotel.label, url: href.hotel(locale, id) }]} context={context} />
 */
export function Breadcrumb({ items, context }: { items: readonly BreadcrumbItem[]; context: Pick<ShellContext, 'request' | 'siteUrl'> }) {
  if (items.length === 0) return null;
  const locale = context.request.locale;
  const script = <JsonLd data={breadcrumbListData(items, context.siteUrl)} />;
  const parent = items.length > 1 ? items[items.length - 2]! : items[0]!;
  const trail = (
      <nav className={styles.breadcrumb} aria-label={locale ? getIntl(locale).formatMessage(m.breadcrumb) : 'Breadcrumb'} data-testid="breadcrumb">
        <ol className={styles.list}>
          {items.map((item, index) => (
            <li key={`${index}-${item.url}`} className={styles.item}>
              {index === items.length - 1 ? (
                <span aria-current="page">{item.label}</span>
              ) : (
                <Link href={item.url} prefetch={false} data-analytics-action="breadcrumb">
                  {item.label}
                </Link>
              )}
            </li>
          ))}
        </ol>
      </nav>
  );
  // Both are in the HTML (the page is cached for every visitor): the browser picks by its user agent.
  return (
    <>
      <UserAgentSwitch when="webview" match={<WebviewBackButton fallbackHref={parent.url} />} otherwise={trail} />
      {script}
    </>
  );
}
