import type { ReactNode } from 'react';
import type { IntlShape } from 'react-intl/server';
import type { RichInline, RichNode } from '@/domain/model/cms';
import { CmsLink } from '@/components/content/cms-link';
import styles from './blocks.module.css';

/** Structured CMS text rendered with React: no HTML from the CMS is ever injected. */
export function RichText({ nodes, intl }: { nodes: readonly RichNode[]; intl: IntlShape }) {
  return <div className={styles.rich}>{nodes.map((node, index) => renderNode(node, index, intl))}</div>;
}

function renderNode(node: RichNode, key: number, intl: IntlShape): ReactNode {
  switch (node.type) {
    case 'heading': {
      const Heading = node.level === 2 ? 'h3' : node.level === 3 ? 'h4' : 'h5';
      // Level 2 sits under the block's own h2, so every level moves one down.
      return <Heading key={key}>{node.text}</Heading>;
    }
    case 'paragraph':
      return <p key={key}>{renderInlines(node.children, intl)}</p>;
    case 'list': {
      const List = node.ordered ? 'ol' : 'ul';
      return (
        <List key={key}>
          {node.items.map((item, index) => (
            <li key={index}>{renderInlines(item, intl)}</li>
          ))}
        </List>
      );
    }
  }
}

function renderInlines(inlines: readonly RichInline[], intl: IntlShape): ReactNode[] {
  return inlines.map((inline, index) =>
    inline.type === 'text' ? (
      <span key={index}>{inline.text}</span>
    ) : (
      <CmsLink key={index} url={inline.url} newTab={inline.newTab} intl={intl}>
        {inline.text}
      </CmsLink>
    ),
  );
}
