import type { Locale } from '@/domain/model/locale';
import type { Image } from '@/domain/model/product';
import { getIntl } from '@/i18n/server';
import { DESKTOP_MIN_WIDTH } from '@/theme/breakpoints';
import { IMAGE_HEIGHT, IMAGE_WIDTH, picturesOf, shownPictures, type GalleryPicture } from './gallery-images';
import { GalleryIsland, GalleryPictureButton, SeeAllPicturesButton } from './islands';
import { galleryMessages as m } from './messages';
import styles from './gallery.module.css';

export interface GalleryProps {
  locale: Locale;
  /** The product's (or hotel's) pictures, in the API's order: the first is the main picture. */
  images: readonly Image[];
  /** The product's or hotel's name: the gallery's name and the text alternative of pictures without one. */
  label: string;
  /**
   * The main picture is the page's LCP candidate: fetched at once with high priority (default). Pass
   * false when the gallery sits below the fold.
   */
  priority?: boolean;
  className?: string;
}

const desktop = `(min-width: ${DESKTOP_MIN_WIDTH}px)`;

/** `sizes` of each place (the gallery spans the content column, at most 1200 px). */
const SIZES = {
  single: `${desktop} min(100vw, 1200px), 100vw`,
  main: `${desktop} min(50vw, 600px), 100vw`,
  wide: `${desktop} min(50vw, 600px), 1px`,
  small: `${desktop} min(25vw, 300px), 1px`,
} as const;

/**
 * The photo gallery of the product and hotel pages (part 1 §2, part 2 §9), rendered on the server.
 * Desktop: the main picture and 3 more in a grid when there are at least 4, else the main picture
 * alone. Mobile: the main picture. With more than one picture, each shown picture and the 'See
 * {count} pictures' button open the slideshow (a client island loading embla on first use).
 *
 *   <Gallery locale={locale} images={product.images} label={product.label} />
 *
 * The page lists galleryMessageGroup among its islands' groups (the slideshow's texts).
 */
export function Gallery({ locale, images, label, priority = true, className }: GalleryProps) {
  const pictures = picturesOf(images, label);
  if (pictures.length === 0) return null;
  const intl = getIntl(locale);
  const count = pictures.length;
  const shown = shownPictures(pictures);
  const grid = shown.length > 1;
  const openable = count > 1;
  const title = intl.formatMessage(m.title, { label });

  const places = shown.map((picture, position) => {
    const sizes = !grid ? SIZES.single : position === 0 ? SIZES.main : position === 1 ? SIZES.wide : SIZES.small;
    const img = <GalleryImage picture={picture} sizes={sizes} first={position === 0} priority={priority} />;
    return openable ? (
      <GalleryPictureButton
        key={picture.index}
        index={picture.index}
        label={intl.formatMessage(m.enlarge, { index: picture.index + 1, count, description: picture.alt })}
        className={styles.place}
      >
        {img}
      </GalleryPictureButton>
    ) : (
      <div key={picture.index} className={styles.place}>
        {img}
      </div>
    );
  });

  const body = (
    <>
      <div className={grid ? styles.grid : styles.single} data-testid="gallery-pictures">
        {places}
      </div>
      {openable ? (
        <SeeAllPicturesButton index={0} label={intl.formatMessage(m.seeAll, { count })} className={styles.seeAll}>
          <PicturesIcon />
        </SeeAllPicturesButton>
      ) : null}
    </>
  );

  return (
    <section className={[styles.gallery, className].filter(Boolean).join(' ')} aria-label={title} data-testid="gallery">
      {openable ? (
        <GalleryIsland pictures={pictures} title={title}>
          {body}
        </GalleryIsland>
      ) : (
        body
      )}
    </section>
  );
}

function GalleryImage({ picture, sizes, first, priority }: { picture: GalleryPicture; sizes: string; first: boolean; priority: boolean }) {
  const eager = first && priority;
  return (
    // eslint-disable-next-line @next/next/no-img-element -- the API's pictures come in fixed size sets: srcset picks one
    <img
      className={styles.image}
      src={picture.src}
      srcSet={picture.srcSet}
      sizes={sizes}
      alt={picture.alt}
      width={IMAGE_WIDTH}
      height={IMAGE_HEIGHT}
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={eager ? 'high' : undefined}
      decoding={eager ? undefined : 'async'}
    />
  );
}

/** Two stacked frames: "more pictures". Decorative, the button's text names it. */
function PicturesIcon() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      <rect x="7" y="3" width="14" height="12" rx="2" />
      <path d="M3 7v12a2 2 0 0 0 2 2h12" />
      <path d="M7 12l4-4 3 3 2-2 5 5" />
    </svg>
  );
}
