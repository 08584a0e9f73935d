import type { MainUspBlock as Block } from '@/domain/model/cms';
import type { BlockContext } from './block-props';
import { BlockSection } from './section';
import { UspIcon } from './usp-icon';
import styles from './blocks.module.css';

/** The main selling points: icon, title and text each. */
export function MainUspBlock({ block }: { block: Block; context: BlockContext }) {
  if (block.items.length === 0) return null;
  return (
    <BlockSection id={block.id} type={block.type} title={block.title}>
      <ul className={styles.usp}>
        {block.items.map((item, index) => (
          <li key={index} className={styles.uspItem}>
            <UspIcon name={item.icon} className={styles.uspIcon} />
            <h3 className={styles.uspTitle}>{item.title}</h3>
            <p className={styles.uspText}>{item.text}</p>
          </li>
        ))}
      </ul>
    </BlockSection>
  );
}
