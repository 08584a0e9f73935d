import type { BannerBlock as Block } from '@/domain/model/cms';
import { BlockImage } from './block-image';
import type { BlockContext } from './block-props';
import { CmsLink } from '@/components/content/cms-link';
import { cssColor, readableText } from './colors';
import styles from './blocks.module.css';

/** A coloured banner (the CMS's palette, kept readable) with an image and a link. */
export function BannerBlock({ block, context }: { block: Block; context: BlockContext }) {
  const background = cssColor(block.colorPalette.background) ?? '#f4f7f8';
  const color = readableText(background, block.colorPalette.text);
  const headingId = `block-${block.id}-title`;
  return (
    <section className={styles.block} aria-labelledby={headingId} data-block-type={block.type}>
      <div className={styles.banner} style={{ background, color }}>
        <div className={styles.bannerText}>
          <h2 id={headingId} className={styles.bannerTitle}>
            {block.link ? (
              <CmsLink url={block.link.url} intl={context.intl} className={styles.bannerLink} campaign={block.link.campaign} category={block.link.category}>
                {block.title}
              </CmsLink>
            ) : (
              block.title
            )}
          </h2>
          {block.subtitle ? <p className={styles.bannerSubtitle}>{block.subtitle}</p> : null}
        </div>
        {block.image ? <BlockImage src={block.image.url} alt={block.image.alt} width={960} height={540} sizes="(min-width: 1024px) 720px, 100vw" className={styles.bannerImage} /> : null}
      </div>
    </section>
  );
}
