import { Fragment } from 'react';
import type { IntlShape } from 'react-intl/server';
import type { RichInline, RichNode } from '@/domain/model/cms';
import { CmsLink } from './cms-link';

/**
 * Structured CMS content as React elements. Text is always a text node: whatever markup a CMS
 * author types is shown, never interpreted (no dangerouslySetInnerHTML anywhere), and links go
 * through CmsLink, which drops any scheme that is not a site path, http(s), mailto or tel.
 */
export function RichContent({ nodes, intl, className }: { nodes: readonly RichNode[]; intl: IntlShape; className?: string }) {
  return (
    <div className={className}>
      {nodes.map((node, index) => (
        <RichBlock key={index} node={node} intl={intl} />
      ))}
    </div>
  );
}

function RichBlock({ node, intl }: { node: RichNode; intl: IntlShape }) {
  switch (node.type) {
    case 'heading': {
      const Heading = node.level === 2 ? 'h2' : node.level === 3 ? 'h3' : 'h4';
      return <Heading>{node.text}</Heading>;
    }
    case 'paragraph':
      return (
        <p>
          <Inlines inlines={node.children} intl={intl} />
        </p>
      );
    case 'list': {
      const List = node.ordered ? 'ol' : 'ul';
      return (
        <List>
          {node.items.map((item, index) => (
            <li key={index}>
              <Inlines inlines={item} intl={intl} />
            </li>
          ))}
        </List>
      );
    }
    default:
      // A node type this storefront does not know is left out rather than guessed at.
      return null;
  }
}

function Inlines({ inlines, intl }: { inlines: readonly RichInline[]; intl: IntlShape }) {
  return (
    <>
      {inlines.map((inline, index) =>
        inline.type === 'link' ? (
          <CmsLink key={index} url={inline.url} newTab={inline.newTab} intl={intl}>
            {inline.text}
          </CmsLink>
        ) : (
          <Fragment key={index}>{inline.text}</Fragment>
        ),
      )}
    </>
  );
}

/** Plain text of the first paragraph: the meta description when the CMS gives none. */
export function firstParagraphText(nodes: readonly RichNode[], maxLength = 160): string | null {
  const paragraph = nodes.find((node): node is Extract<RichNode, { type: 'paragraph' }> => node.type === 'paragraph');
  if (!paragraph) return null;
  const text = paragraph.children.map((inline) => inline.text).join('').replace(/\s+/g, ' ').trim();
  if (text === '') return null;
  return text.length <= maxLength ? text : `${text.slice(0, maxLength - 1).trimEnd()}…`;
}
