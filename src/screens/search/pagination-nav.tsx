'use client';

import type { MouseEvent } from 'react';
import { useIntl } from 'react-intl';
import { pageCount, pagination, resultsLegend } from '@/domain/search';
import { searchMessages as m, searchRuleMessages } from './client-messages';
import styles from './search.module.css';

/**
 * Pages of results (part 2 §4, §9): page groups, previous disabled on the first page and next on
 * the last, and the legend 'from - to results of total'. Pages are links to their hash, so they
 * can be opened in a new tab; a plain click changes the page in place.
 */
export function PaginationNav(props: { page: number; pageSize: number; total: number; hrefOf(page: number): string; onPage(page: number): void }) {
  const intl = useIntl();
  const count = pageCount(props.total, props.pageSize);
  const legend = resultsLegend(props.page, props.pageSize, props.total);
  const legendText = intl.formatMessage(searchRuleMessages.legend, legend.values);
  if (count <= 1) return props.total > 0 ? <p className={styles.legend}>{legendText}</p> : null;
  const model = pagination(props.page, count);

  const follow = (page: number) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.ctrlKey || event.metaKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    props.onPage(page);
  };

  return (
    <nav className={styles.pagination} aria-label={intl.formatMessage(m.paginationLabel)} data-testid="pagination">
      <ul className={styles.paginationList}>
        <li>
          {model.previous !== null ? (
            <a className={styles.pageLink} href={props.hrefOf(model.previous)} onClick={follow(model.previous)} rel="prev">
              <span aria-hidden="true">‹</span>
              <span className="visually-hidden">{intl.formatMessage(m.paginationPrevious)}</span>
            </a>
          ) : (
            <span className={styles.pageLinkDisabled} aria-disabled="true">
              <span aria-hidden="true">‹</span>
              <span className="visually-hidden">{intl.formatMessage(m.paginationPrevious)}</span>
            </span>
          )}
        </li>
        {model.items.map((item, index) =>
          item.type === 'gap' ? (
            <li key={`gap-${index}`} aria-hidden="true" className={styles.pageGap}>
              …
            </li>
          ) : (
            <li key={item.page}>
              <a
                className={item.current ? styles.pageLinkCurrent : styles.pageLink}
                href={props.hrefOf(item.page)}
                onClick={follow(item.page)}
                aria-current={item.current ? 'page' : undefined}
                aria-label={intl.formatMessage(m.paginationPage, { page: item.page })}
              >
                {item.page}
              </a>
            </li>
          ),
        )}
        <li>
          {model.next !== null ? (
            <a className={styles.pageLink} href={props.hrefOf(model.next)} onClick={follow(model.next)} rel="next">
              <span aria-hidden="true">›</span>
              <span className="visually-hidden">{intl.formatMessage(m.paginationNext)}</span>
            </a>
          ) : (
            <span className={styles.pageLinkDisabled} aria-disabled="true">
              <span aria-hidden="true">›</span>
              <span className="visually-hidden">{intl.formatMessage(m.paginationNext)}</span>
            </span>
          )}
        </li>
      </ul>
      <p className={styles.legend}>{legendText}</p>
    </nav>
  );
}
