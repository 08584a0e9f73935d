import { render, screen } from '@testing-library/react';
import type { RichNode } from '@/domain/model/cms';
import { firstParagraphText, RichContent } from '@/components/content/rich-content';
import { getIntl } from '@/i18n/server';

const intl = getIntl('fr_FR');

/** The static content renderer: structured nodes become elements, never injected markup. */
const nodes: RichNode[] = [
  { type: 'heading', level: 2, text: 'Qui sommes-nous ?' },
  {
    type: 'paragraph',
    children: [
      { type: 'text', text: 'Escapade, depuis 2011. ' },
      { type: 'link', text: 'Contactez-nous', url: '/fr-fr/contact', newTab: false },
      { type: 'text', text: ' ou ' },
      { type: 'link', text: 'lisez la presse', url: 'https://press.example.com/escapade', newTab: true },
    ],
  },
  { type: 'heading', level: 3, text: 'Nos valeurs' },
  {
    type: 'list',
    ordered: true,
    items: [[{ type: 'text', text: 'Des hôtels choisis' }], [{ type: 'link', text: 'Écrire', url: 'mailto:bonjour@escapade.test', newTab: false }]],
  },
  { type: 'heading', level: 4, text: 'Détails' },
  { type: 'list', ordered: false, items: [[{ type: 'text', text: 'Un' }], [{ type: 'text', text: 'Deux' }]] },
];

describe('RichContent', () => {
  it('renders headings, paragraphs, ordered and unordered lists and links', () => {
    render(<RichContent nodes={nodes} intl={intl} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Qui sommes-nous ?' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Nos valeurs' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 4, name: 'Détails' })).toBeInTheDocument();
    const lists = screen.getAllByRole('list');
    expect(lists.map((list) => list.tagName)).toEqual(['OL', 'UL']);
    expect(screen.getAllByRole('listitem')).toHaveLength(4);
    expect(screen.getByRole('link', { name: 'Contactez-nous' })).toHaveAttribute('href', '/fr-fr/contact');
    expect(screen.getByRole('link', { name: 'Écrire' })).toHaveAttribute('href', 'mailto:bonjour@escapade.test');
  });

  it('opens a new-tab link safely', () => {
    render(<RichContent nodes={nodes} intl={intl} />);
    const press = screen.getByRole('link', { name: /^lisez la presse/ });
    expect(press).toHaveAttribute('target', '_blank');
    expect(press).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('shows markup typed in the CMS as text, never as HTML', () => {
    const hostile: RichNode[] = [
      { type: 'heading', level: 2, text: '<img src=x onerror="alert(1)">' },
      { type: 'paragraph', children: [{ type: 'text', text: '<script>window.hacked = true</script><b>gras</b>' }] },
    ];
    const { container } = render(<RichContent nodes={hostile} intl={intl} />);
    expect(container.querySelector('script, img, b')).toBeNull();
    expect(container).toHaveTextContent('<script>window.hacked = true</script><b>gras</b>');
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('<img src=x onerror="alert(1)">');
  });

  it('drops links whose scheme is not safe, keeping their text', () => {
    const unsafe: RichNode[] = [
      {
        type: 'paragraph',
        children: [
          { type: 'link', text: 'clique', url: 'javascript:alert(1)', newTab: false },
          { type: 'link', text: 'données', url: 'data:text/html,<script>alert(1)</script>', newTab: false },
          { type: 'link', text: 'ailleurs', url: '//evil.example.com/x', newTab: false },
          { type: 'link', text: 'casse', url: ' JaVaScRiPt:alert(1)', newTab: true },
        ],
      },
    ];
    const { container } = render(<RichContent nodes={unsafe} intl={intl} />);
    expect(screen.queryAllByRole('link')).toEqual([]);
    expect(container.querySelector('a')).toBeNull();
    expect(container).toHaveTextContent('cliquedonnéesailleurscasse');
  });

  it('skips node types it does not know', () => {
    const unknown = [{ type: 'video', url: 'https://x' }, { type: 'paragraph', children: [{ type: 'text', text: 'reste' }] }] as unknown as RichNode[];
    const { container } = render(<RichContent nodes={unknown} intl={intl} />);
    expect(container).toHaveTextContent('reste');
    expect(container.querySelectorAll('p')).toHaveLength(1);
  });
});

describe('the description built from the content', () => {
  it('is the first paragraph, as plain text, cut to 160 characters', () => {
    expect(firstParagraphText(nodes)).toBe('Escapade, depuis 2011. Contactez-nous ou lisez la presse');
    const long: RichNode[] = [{ type: 'paragraph', children: [{ type: 'text', text: 'mot '.repeat(100) }] }];
    const text = firstParagraphText(long);
    expect(text?.length).toBeLessThanOrEqual(160);
    expect(text?.endsWith('…')).toBe(true);
    expect(firstParagraphText([{ type: 'heading', level: 2, text: 'Titre' }])).toBeNull();
  });
});
