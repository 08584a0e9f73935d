import type { IntlShape } from 'react-intl/server';
import { CmsLink } from '@/components/blocks';
import { BoxCard } from '@/components/blocks/box-card';
import type { GiftBlock, SerpBoxBlock, TargetedBanner } from '@/domain/model/cms';
import type { InlineBlock } from './inline-block-plan';
import { searchPageMessages as m } from './messages';
import { promoImageMedia } from '@/theme/breakpoints';
import styles from './search.module.css';

/**
 * The inline blocks of the results grid, rendered on the server and handed to the results island
 * as slots: their text is in the HTML crawlers read, and they add no client code.
 */
export function InlineBlockView({ block, intl }: { block: InlineBlock; intl: IntlShape }) {
  switch (block.kind) {
    case 'gift':
      return <GiftBlockView block={block.block} intl={intl} />;
    case 'targetedBanner':
      return <TargetedBannerView banner={block.banner} intl={intl} />;
    case 'box':
      return <BoxBlockView block={block.block} intl={intl} />;
  }
}

function GiftBlockView({ block, intl }: { block: GiftBlock; intl: IntlShape }) {
  const links = [
    { url: block.boxURL, label: m.giftBlockBox },
    { url: block.singleVoucherURL, label: m.giftBlockSingleVoucher },
    { url: block.giftcardURL, label: m.giftBlockGiftCard },
    { url: block.activityOnlyURL, label: m.giftBlockActivity },
  ].filter((link): link is { url: string; label: typeof m.giftBlockBox } => link.url !== null);
  // The Italian site has its own block (part 1 §9): a slim banner with the image beside the text.
  const italian = block.variant === 'italian';
  return (
    <section className={italian ? styles.giftBlockItalian : styles.giftBlock} data-testid="gift-block" data-variant={block.variant} aria-label={block.title}>
      <picture className={styles.giftBlockPicture}>
        <source media={promoImageMedia.large} srcSet={block.imageL} />
        <img className={styles.giftBlockImage} src={block.imageS} alt="" width={750} height={360} loading="lazy" />
      </picture>
      <div className={styles.giftBlockText}>
        <h2 className={styles.blockTitle}>{block.title}</h2>
        <p className={styles.blockSubtitle}>{block.subtitle}</p>
        <ul className={styles.giftBlockLinks}>
          {links.map((link) => (
            <li key={link.url}>
              <CmsLink url={link.url} intl={intl} className={styles.pillLink} campaign={block.campaign} category={block.category}>
                {intl.formatMessage(link.label)}
              </CmsLink>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

function TargetedBannerView({ banner, intl }: { banner: TargetedBanner; intl: IntlShape }) {
  return (
    <section className={styles.targetedBanner} data-testid="targeted-banner" data-position={banner.imagePosition} aria-label={banner.title}>
      <picture className={styles.targetedPicture}>
        {banner.imageMobile ? <source media={promoImageMedia.small} srcSet={banner.imageMobile} /> : null}
        <img className={styles.targetedImage} src={banner.imageUrl} alt={banner.imageAlt} width={1920} height={595} loading="lazy" />
      </picture>
      <div className={styles.targetedText}>
        <h2 className={styles.blockTitle}>{banner.title}</h2>
        {banner.subtitle ? <p className={styles.blockSubtitle}>{banner.subtitle}</p> : null}
        {banner.ctas.map((cta) => (
          <CmsLink key={cta.url} url={cta.url} newTab={cta.newTab} intl={intl} className={styles.pillLink}>
            {cta.label}
          </CmsLink>
        ))}
      </div>
    </section>
  );
}

/** The gifting flow's box block: up to 4 columns of boxes (part 1 §2 "box grid block"). */
function BoxBlockView({ block, intl }: { block: SerpBoxBlock; intl: IntlShape }) {
  return (
    <section className={styles.boxBlock} data-testid="box-block" aria-labelledby={`${block.id}-title`}>
      <h2 id={`${block.id}-title`} className={styles.blockTitle}>
        {block.title}
      </h2>
      {block.subtitle ? <p className={styles.blockSubtitle}>{block.subtitle}</p> : null}
      <ul className={styles.boxGrid}>
        {block.boxes.slice(0, 4).map((box) => (
          <li key={box.id}>
            <BoxCard box={box} intl={intl} />
          </li>
        ))}
      </ul>
      {block.cta ? (
        <CmsLink url={block.cta.url} newTab={block.cta.newTab} intl={intl} className={styles.pillLink}>
          {block.cta.label}
        </CmsLink>
      ) : null}
    </section>
  );
}

/** Gifting: a banner linking the gift card page (part 1 §2 "A gift card page is linked by a banner"). */
export function GiftCardBanner({ intl, href }: { intl: IntlShape; href: string }) {
  return (
    <aside className={styles.giftCardBanner} data-testid="gift-card-banner">
      <div>
        <p className={styles.giftCardBannerTitle}>{intl.formatMessage(m.giftCardBannerTitle)}</p>
        <p className={styles.blockSubtitle}>{intl.formatMessage(m.giftCardBannerText)}</p>
      </div>
      <a className={styles.pillLink} href={href}>
        {intl.formatMessage(m.giftCardBannerCta)}
      </a>
    </aside>
  );
}
