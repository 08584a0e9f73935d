import type { ArticleBlock as Block } from '@/domain/model/cms';
import { BlockImage } from './block-image';
import type { BlockContext } from './block-props';
import { RichText } from './rich-text';
import { BlockSection } from './section';
import styles from './blocks.module.css';

/** Editorial text from the CMS (structured nodes rendered by React, never raw HTML). */
export function ArticleBlock({ block, context }: { block: Block; context: BlockContext }) {
  return (
    <BlockSection id={block.id} type={block.type} title={block.title}>
      <div className={block.image ? styles.split : undefined}>
        <RichText nodes={block.content} intl={context.intl} />
        {block.image ? <BlockImage src={block.image.url} alt={block.image.alt} width={960} height={540} sizes="(min-width: 1024px) 600px, 100vw" className={styles.splitImage} /> : null}
      </div>
    </BlockSection>
  );
}
