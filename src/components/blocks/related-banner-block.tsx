import type { RelatedBannerBlock as Block } from '@/domain/model/cms';
import type { BlockContext } from './block-props';
import { CmsLink } from '@/components/content/cms-link';
import { BlockSection } from './section';
import styles from './blocks.module.css';

/** Related pages as a row of links (cities, other landings…). */
export function RelatedBannerBlock({ block, context }: { block: Block; context: BlockContext }) {
  if (block.links.length === 0) return null;
  return (
    <BlockSection id={block.id} type={block.type} title={block.title}>
      <ul className={styles.related}>
        {block.links.map((link, index) => (
          <li key={`${link.url}-${index}`}>
            <CmsLink url={link.url} intl={context.intl} className={styles.chip}>
              {link.label}
            </CmsLink>
          </li>
        ))}
      </ul>
    </BlockSection>
  );
}
