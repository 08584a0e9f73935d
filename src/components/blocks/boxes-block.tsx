import type { BoxesBlock as Block } from '@/domain/model/cms';
import type { BlockContext } from './block-props';
import { BoxCard } from './box-card';
import { CmsLink } from '@/components/content/cms-link';
import { BlockSection } from './section';
import styles from './blocks.module.css';

export function BoxesBlock({ block, context }: { block: Block; context: BlockContext }) {
  if (block.boxes.length === 0) return null;
  const { intl } = context;
  return (
    <BlockSection id={block.id} type={block.type} title={block.title} subtitle={block.subtitle}>
      <ul className={styles.grid}>
        {block.boxes.map((box) => (
          <li key={box.id}>
            <BoxCard box={box} intl={intl} />
          </li>
        ))}
      </ul>
      {block.cta ? (
        <p>
          <CmsLink url={block.cta.url} newTab={block.cta.newTab} intl={intl} className={styles.button}>
            {block.cta.label}
          </CmsLink>
        </p>
      ) : null}
    </BlockSection>
  );
}
