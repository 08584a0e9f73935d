import type { CategoriesBlock as Block } from '@/domain/model/cms';
import { BlockImage } from './block-image';
import type { BlockContext } from './block-props';
import { CmsLink } from '@/components/content/cms-link';
import { BlockSection } from './section';
import styles from './blocks.module.css';

/** Themes to browse, each a picture with its name, linking where the CMS says. */
export function CategoriesBlock({ block, context }: { block: Block; context: BlockContext }) {
  if (block.items.length === 0) return null;
  return (
    <BlockSection id={block.id} type={block.type} title={block.title}>
      <ul className={styles.categories}>
        {block.items.map((item) => (
          <li key={item.id}>
            <CmsLink url={item.url} intl={context.intl} className={styles.category}>
              {item.image ? <BlockImage src={item.image} alt="" width={640} height={360} sizes="(min-width: 1024px) 200px, 50vw" /> : null}
              <span className={styles.categoryLabel}>{item.label}</span>
            </CmsLink>
          </li>
        ))}
      </ul>
    </BlockSection>
  );
}
