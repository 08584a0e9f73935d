import { Countdown } from '@/components/ui/countdown';
import { isCountdownVisible } from '@/domain/content/countdown';
import type { JumbotronBlock as Block } from '@/domain/model/cms';
import { BlockImage } from './block-image';
import type { BlockContext } from './block-props';
import { CmsLink } from '@/components/content/cms-link';
import { blockMessages as m } from './messages';
import styles from './blocks.module.css';

/**
 * A jumbotron inside the page (a sale, a season). resolveBlocks already dropped one whose
 * countdown is outside its window; an open countdown ticks.
 */
export function JumbotronBlock({ block, context }: { block: Block; context: BlockContext }) {
  const { intl, now } = context;
  const headingId = `block-${block.id}-title`;
  return (
    <section className={styles.block} aria-labelledby={headingId} data-block-type={block.type}>
      <div className={styles.jumbotron}>
        {block.image ? (
          <BlockImage src={block.image.url} alt={block.image.alt} width={1920} height={880} sizes="(min-width: 1232px) 1200px, 100vw" className={styles.jumbotronImage} priority={context.first} />
        ) : null}
        <div className={styles.jumbotronText}>
          <h2 id={headingId} className={styles.jumbotronTitle}>
            {block.title}
          </h2>
          {block.subtitle ? <p className={styles.jumbotronSubtitle}>{block.subtitle}</p> : null}
          {block.countDown && isCountdownVisible(block.countDown, now) ? (
            <Countdown as="p" end={block.countDown.end} nowMs={now.getTime()} label={intl.formatMessage(m.endsIn)} className={styles.countdown} />
          ) : null}
          {block.ctas.length > 0 ? (
            <ul className={styles.ctas}>
              {block.ctas.map((cta, index) => (
                <li key={index}>
                  <CmsLink url={cta.url} newTab={cta.newTab} intl={intl} className={`${styles.button} ${styles.buttonLight}`}>
                    {cta.label}
                  </CmsLink>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      </div>
    </section>
  );
}
