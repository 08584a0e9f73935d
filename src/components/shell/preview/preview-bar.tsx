import type { Locale } from '@/domain/model/locale';
import { getIntl } from '@/i18n/server';
import { shellMessages as m } from '../messages';
import styles from './preview-bar.module.css';

/**
 * app/api/preview/exit (PREVIEW_EXIT_ROUTE of src/server/preview-link.ts, which components may not
 * import; tests/shell/preview-bar.test.tsx keeps the two equal).
 */
export const PREVIEW_EXIT_PATH = '/api/preview/exit';

/** The exit route with the page to come back to (the route sends it through the redirect allowlist). */
export function previewExitHref(pathname: string, searchParams: Readonly<Record<string, string | string[] | undefined>>): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(searchParams)) {
    for (const item of Array.isArray(value) ? value : value === undefined ? [] : [value]) query.append(key, item);
  }
  const search = query.toString();
  return `${PREVIEW_EXIT_PATH}?${new URLSearchParams({ path: `${pathname}${search ? `?${search}` : ''}` }).toString()}`;
}

/**
 * Draft mode (part 2 §6, docs/decisions.md "Draft mode"): an editor must never mistake a preview
 * for the published page, nor stay stuck in it, so every page says so and offers the way out.
 * A plain link (a full load): leaving clears the draft cookie, and the page must be read again.
 */
export function PreviewBar({ locale, exitHref }: { locale: Locale; exitHref: string }) {
  const intl = getIntl(locale);
  return (
    <section className={styles.bar} aria-label={intl.formatMessage(m.previewLabel)} data-testid="preview-bar">
      <p className={styles.text}>{intl.formatMessage(m.previewText)}</p>
      <a className={styles.exit} href={exitHref} data-analytics-action="preview-exit">
        {intl.formatMessage(m.previewExit)}
      </a>
    </section>
  );
}
