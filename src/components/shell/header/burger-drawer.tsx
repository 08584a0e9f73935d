'use client';

import Link from 'next/link';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import type { MenuItem, ThemesPanel } from '@/api/menu/model';
import { Drawer } from '@/components/ui/drawer';
import { ArrowLeftIcon, ChevronRightIcon, FacebookIcon, InstagramIcon, PinterestIcon, YoutubeIcon } from '@/components/ui/icons';
import type { Locale } from '@/domain/model/locale';
import { islandMessages as m } from '../client-messages';
import type { SiteLink } from '../rules/footer-links';
import type { ShellLinks } from '../settings';
import { SiteSwitchButton } from '../sites/site-switch-button';
import { isMobileApp } from '../rules/user-agent';
import { useUserAgent } from '../user-agent/user-agent-switch';

export interface BurgerMenuProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  locale: Locale;
  items: MenuItem[];
  themesPanel: ThemesPanel | null;
  links: { myBooking: string; giftBoxLogin: string; wishlist: string; contact: string };
  /** The site selector, inside the mobile app only (null elsewhere). */
  /** The site selector: shown in the brand's app only (its user agent, part 2 §2). */
  sites: SiteLink[] | null;
  social: ShellLinks['social'];
}

const List = styled.ul`
  margin: 0 0 var(--space-4);
  padding: 0;
  list-style: none;

  & + & {
    padding-top: var(--space-3);
    border-top: 1px solid var(--color-border);
  }
`;

const rowStyles = `
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: var(--space-2);
  width: 100%;
  min-height: 48px;
  padding: 0 var(--space-2);
  border: 0;
  border-radius: var(--radius-s);
  background: transparent;
  color: var(--color-text);
  font: inherit;
  font-size: 1rem;
  text-align: left;
  text-decoration: none;
  cursor: pointer;

  &:hover {
    background: var(--color-surface-alt);
  }

  &[aria-current='true'] {
    font-weight: 700;
  }
`;

// No prefetch: the drawer lists a whole menu at once, some of it screens not built yet.
const RowLink = styled(Link).attrs({ prefetch: false })`
  ${rowStyles}
`;
const RowButton = styled.button`
  ${rowStyles}
`;
const SiteButton = styled(SiteSwitchButton)`
  ${rowStyles}
`;
const SeeAll = styled(Link)`
  ${rowStyles}
  font-weight: 700;
  color: var(--color-brand);
`;

const BackButton = styled.button`
  display: inline-flex;
  align-items: center;
  gap: var(--space-1);
  min-height: 44px;
  padding: 0 var(--space-2);
  border: 0;
  border-radius: var(--radius-s);
  background: transparent;
  color: var(--color-brand);
  font: inherit;
  font-weight: 600;
  cursor: pointer;
`;

const Section = styled.section`
  margin-top: var(--space-4);
  padding-top: var(--space-3);
  border-top: 1px solid var(--color-border);

  h3 {
    margin: 0 0 var(--space-2);
    font-size: 0.875rem;
    text-transform: uppercase;
    letter-spacing: 0.04em;
    color: var(--color-text-muted);
  }
`;

const Suggestion = styled.div`
  margin-bottom: var(--space-4);
  padding: var(--space-3);
  border-radius: var(--radius-m);
  background: var(--color-surface-alt);

  p {
    margin: 0 0 var(--space-2);
  }
`;

const Go = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  padding: 0 var(--space-4);
  border-radius: var(--radius-s);
  background: var(--color-brand);
  color: #fff;
  font-weight: 600;
  text-decoration: none;
`;

const Social = styled.ul`
  display: flex;
  gap: var(--space-2);
  margin: 0;
  padding: 0;
  list-style: none;

  a {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    width: 44px;
    height: 44px;
    border-radius: 50%;
    color: var(--color-brand);
  }
`;

export const SOCIAL_ICONS: Record<ShellLinks['social'][number]['network'], () => ReactNode> = {
  facebook: () => <FacebookIcon />,
  instagram: () => <InstagramIcon />,
  pinterest: () => <PinterestIcon />,
  youtube: () => <YoutubeIcon />,
};

/**
 * The burger's nested menus (part 2 §2): the mega-menu's entries one level at a time, with Go back;
 * then My booking, the gift-box login, Wishlist and Contact; the site selector inside the mobile
 * app; social links. A modal drawer: focus trapped, body scroll locked while open.
 */
export default function BurgerDrawer({ open, onOpenChange, locale, items, themesPanel, links, sites, social }: BurgerMenuProps) {
  const inApp = isMobileApp(useUserAgent());
  const intl = useIntl();
  /** The entries opened so far, outermost first; empty at the root. */
  const [trail, setTrail] = useState<MenuItem[]>([]);
  const current = trail.at(-1) ?? null;
  const entries = current ? current.children : items;

  // Focus follows the level: Go back after going deeper, the entry we came from after going back.
  const backButton = useRef<HTMLButtonElement>(null);
  const cameFrom = useRef<string | null>(null);
  const rows = useRef(new Map<string, HTMLButtonElement>());
  useEffect(() => {
    if (current && cameFrom.current === null) backButton.current?.focus();
    else if (cameFrom.current !== null) {
      rows.current.get(cameFrom.current)?.focus();
      cameFrom.current = null;
    }
  }, [current]);

  const close = () => onOpenChange(false);
  const goDeeper = (item: MenuItem) => {
    cameFrom.current = null;
    setTrail((previous) => [...previous, item]);
  };
  const goBack = () => {
    cameFrom.current = current?.id ?? null;
    setTrail((previous) => previous.slice(0, -1));
  };

  return (
    <Drawer
      open={open}
      onOpenChange={onOpenChange}
      side="left"
      mobile="side"
      title={current ? current.label : intl.formatMessage(m.menuTitle)}
      data-testid="burger-menu"
      headerStart={
        current ? (
          <BackButton ref={backButton} type="button" onClick={goBack} data-analytics-action="burger-go-back">
            <ArrowLeftIcon />
            {intl.formatMessage(m.goBack)}
          </BackButton>
        ) : null
      }
    >
      <nav aria-label={current ? current.label : intl.formatMessage(m.menuTitle)}>
        {current?.url ? (
          <SeeAll href={current.url} onClick={close} data-analytics-action="burger-see-all">
            {intl.formatMessage(m.seeAll, { label: current.label })}
          </SeeAll>
        ) : null}
        {entries.length > 0 ? (
          <List>
            {entries.map((item) => (
              <li key={item.id}>
                {item.children.length > 0 ? (
                  <RowButton
                    type="button"
                    ref={(node: HTMLButtonElement | null) => {
                      if (node) rows.current.set(item.id, node);
                      else rows.current.delete(item.id);
                    }}
                    onClick={() => goDeeper(item)}
                    data-analytics-action="burger-open-level"
                  >
                    {item.label}
                    <ChevronRightIcon />
                  </RowButton>
                ) : item.url ? (
                  <RowLink href={item.url} onClick={close} data-analytics-action="burger-link">
                    {item.label}
                  </RowLink>
                ) : null}
              </li>
            ))}
          </List>
        ) : null}

        {current === null ? (
          <>
            {themesPanel?.suggested ? (
              <Suggestion>
                <p>{intl.formatMessage(m.suggest, { theme: themesPanel.suggested.label })}</p>
                <Go href={themesPanel.suggested.url} onClick={close} data-analytics-action="burger-suggested-theme">
                  {intl.formatMessage(m.wantToGo)}
                </Go>
              </Suggestion>
            ) : null}
            <List>
              <li>
                <RowLink href={links.myBooking} onClick={close} data-analytics-action="burger-my-booking">
                  {intl.formatMessage(m.myBooking)}
                </RowLink>
              </li>
              <li>
                <RowLink href={links.giftBoxLogin} onClick={close} data-analytics-action="burger-gift-box-login">
                  {intl.formatMessage(m.giftBoxLogin)}
                </RowLink>
              </li>
              <li>
                <RowLink href={links.wishlist} onClick={close} data-analytics-action="burger-wishlist">
                  {intl.formatMessage(m.burgerWishlist)}
                </RowLink>
              </li>
              <li>
                <RowLink href={links.contact} onClick={close} data-analytics-action="burger-contact">
                  {intl.formatMessage(m.contact)}
                </RowLink>
              </li>
            </List>
            {sites && inApp ? (
              <Section aria-labelledby="burger-sites-title">
                <h3 id="burger-sites-title">{intl.formatMessage(m.sites)}</h3>
                <List>
                  {sites.map((site) => (
                    <li key={site.locale}>
                      <SiteButton switchTo={site.locale} analyticsId={site.locale} fallbackHref={site.href} lang={site.lang} current={site.locale === locale}>
                        {site.label}
                      </SiteButton>
                    </li>
                  ))}
                </List>
              </Section>
            ) : null}
            <Section aria-labelledby="burger-social-title">
              <h3 id="burger-social-title">{intl.formatMessage(m.social)}</h3>
              <Social>
                {social.map((network) => (
                  <li key={network.network}>
                    <a href={network.url} aria-label={network.label} rel="noopener" data-analytics-action={`social-${network.network}`}>
                      {SOCIAL_ICONS[network.network]()}
                    </a>
                  </li>
                ))}
              </Social>
            </Section>
          </>
        ) : null}
      </nav>
    </Drawer>
  );
}
