import type { BlockContext } from './block-props';
import { CodeBox } from './box-card';
import { BlockSection } from './section';
import type { ResolvedBoxCodes } from './types';
import styles from './blocks.module.css';

/** Boxes the CMS names by code; the server loaded them (unknown codes are left out). */
export function BoxCodesBlock({ block, context }: { block: ResolvedBoxCodes; context: BlockContext }) {
  return (
    <BlockSection id={block.id} type={block.type} title={block.title}>
      <ul className={styles.grid}>
        {block.boxes.map((box) => (
          <li key={box.code}>
            <CodeBox box={box} intl={context.intl} />
          </li>
        ))}
      </ul>
    </BlockSection>
  );
}
