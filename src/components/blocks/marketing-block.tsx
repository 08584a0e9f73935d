import type { MarketingBlock as Block } from '@/domain/model/cms';
import { BlockImage } from './block-image';
import type { BlockContext } from './block-props';
import { CmsLink } from '@/components/content/cms-link';
import { BlockSection } from './section';
import styles from './blocks.module.css';

/** A marketing message: image beside a title, text and call to action. */
export function MarketingBlock({ block, context }: { block: Block; context: BlockContext }) {
  const { intl } = context;
  return (
    <BlockSection id={block.id} type={block.type} title={null}>
      <div className={styles.split}>
        {block.image ? <BlockImage src={block.image.url} alt={block.image.alt} width={960} height={540} sizes="(min-width: 1024px) 600px, 100vw" className={styles.splitImage} /> : null}
        <div>
          <h2 className={styles.heading}>{block.title}</h2>
          <p className={styles.text}>{block.text}</p>
          {block.cta ? (
            <CmsLink url={block.cta.url} newTab={block.cta.newTab} intl={intl} className={styles.button}>
              {block.cta.label}
            </CmsLink>
          ) : null}
        </div>
      </div>
    </BlockSection>
  );
}
