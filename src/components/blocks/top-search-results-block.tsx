import { CmsLink } from '@/components/content/cms-link';
import type { BlockContext } from './block-props';
import { blockMessages as m } from './messages';
import { ResultCard } from './result-card';
import { BlockSection } from './section';
import type { ResolvedTopSearchResults } from './types';
import styles from './blocks.module.css';

/** The first stays of a search the CMS names (server-rendered, so crawlers see real offers). */
export function TopSearchResultsBlock({ block, context }: { block: ResolvedTopSearchResults; context: BlockContext }) {
  const { intl } = context;
  const seeAll = block.searchParams.url ? (
    <CmsLink url={block.searchParams.url} newTab={block.searchParams.newTab} intl={intl} className={styles.link}>
      {intl.formatMessage(m.seeAll)}
      <span className="visually-hidden">: {block.title}</span>
    </CmsLink>
  ) : null;
  return (
    <BlockSection id={block.id} type={block.type} title={block.title} aside={seeAll}>
      <ul className={styles.grid}>
        {block.results.map((result) => (
          <li key={result.id}>
            <ResultCard result={result} intl={intl} newTab={block.searchParams.newTab} />
          </li>
        ))}
      </ul>
    </BlockSection>
  );
}
