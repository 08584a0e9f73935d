import { render, screen } from '@testing-library/react';
import type { AnchorHTMLAttributes } from 'react';
import { CmsLink } from '@/components/content/cms-link';
import { getIntl } from '@/i18n/server';

// next/link marks itself, so the tests can tell a client-side navigation from a full page load.
vi.mock('next/link', () => ({
  default: ({ href, prefetch, children, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string; prefetch?: boolean }) => (
    <a href={href} data-next-link="" data-prefetch={String(prefetch)} {...rest}>
      {children}
    </a>
  ),
}));

/** The one link for CMS-authored URLs (banners, blocks, rich content, idea and article cards). */
const fr = getIntl('fr_FR');

describe('CmsLink', () => {
  it('navigates client-side, without prefetch, to a path of the current site', () => {
    render(
      <CmsLink url="/fr-fr/contact" intl={fr} className="chip">
        Contact
      </CmsLink>,
    );
    const link = screen.getByRole('link', { name: 'Contact' });
    expect(link).toHaveAttribute('href', '/fr-fr/contact');
    expect(link).toHaveAttribute('data-next-link');
    expect(link).toHaveAttribute('data-prefetch', 'false');
    expect(link).toHaveClass('chip');
    expect(link).not.toHaveAttribute('target');
  });

  it('loads a path of another site as a full page (its layout speaks another language)', () => {
    render(
      <CmsLink url="/it-it/contatti" intl={fr}>
        Italia
      </CmsLink>,
    );
    const link = screen.getByRole('link', { name: 'Italia' });
    expect(link).toHaveAttribute('href', '/it-it/contatti');
    expect(link).not.toHaveAttribute('data-next-link');
    // '/fr-fr-old' only starts like the site's prefix.
    render(
      <CmsLink url="/fr-fr-old/page" intl={fr}>
        Ancien
      </CmsLink>,
    );
    expect(screen.getByRole('link', { name: 'Ancien' })).not.toHaveAttribute('data-next-link');
  });

  it('opens a new tab safely and says so to screen readers, in the page language', () => {
    render(
      <CmsLink url="/fr-fr/contact" intl={fr} newTab>
        Contact
      </CmsLink>,
    );
    const link = screen.getByRole('link', { name: /^Contact ?\(s'ouvre dans un nouvel onglet\)$/ });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(link).not.toHaveAttribute('data-next-link');
    expect(link.querySelector('.visually-hidden')).toHaveTextContent("(s'ouvre dans un nouvel onglet)");
  });

  it('gives another origin in the same tab no window.opener', () => {
    render(
      <CmsLink url="https://press.example.com/escapade" intl={fr}>
        Presse
      </CmsLink>,
    );
    const link = screen.getByRole('link', { name: 'Presse' });
    expect(link).toHaveAttribute('rel', 'noopener');
    expect(link).not.toHaveAttribute('target');
  });

  it('carries the analytics campaign and category on both kinds of link', () => {
    render(
      <>
        <CmsLink url="/fr-fr/inspiration/saint-valentin" intl={fr} campaign="valentine" category="banner">
          Ici
        </CmsLink>
        <CmsLink url="https://partner.example.com/" intl={fr} campaign="partner" category="footer">
          Ailleurs
        </CmsLink>
      </>,
    );
    expect(screen.getByRole('link', { name: 'Ici' })).toHaveAttribute('data-campaign', 'valentine');
    expect(screen.getByRole('link', { name: 'Ici' })).toHaveAttribute('data-category', 'banner');
    expect(screen.getByRole('link', { name: 'Ailleurs' })).toHaveAttribute('data-campaign', 'partner');
    expect(screen.getByRole('link', { name: 'Ailleurs' })).toHaveAttribute('data-category', 'footer');
  });

  it.each(['javascript:alert(1)', '//evil.example.com/x', '/\\evil.example.com', 'data:text/html,x'])('renders %s as plain text', (url) => {
    const { container } = render(
      <CmsLink url={url} intl={fr} className="chip" newTab>
        Texte
      </CmsLink>,
    );
    expect(screen.queryByRole('link')).toBeNull();
    expect(container.querySelector('span.chip')).toHaveTextContent('Texte');
  });
});
