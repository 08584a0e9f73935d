import { render, screen } from '@testing-library/react';
import { getIntl } from '@/i18n/server';
import { InlineBlockView } from '@/screens/search/inline-blocks';

/** Part 2 §9: "Promo image breakpoint 599/600 px" — the small picture up to 599 px, the large from 600 px. */
const intl = getIntl('fr_FR');
const targeting = { department: null, theme: null, city: null, country: null, region: null, lessThanTwoHours: null };

describe('promo pictures of the search page', () => {
  it('the gift block takes its large image from 600 px', () => {
    const { container } = render(
      <InlineBlockView
        intl={intl}
        block={{
          kind: 'gift',
          block: { variant: 'standard', title: 'Offrez', subtitle: 'Un cadeau', imageS: '/s.jpg', imageL: '/l.jpg', boxURL: '/fr-fr/coffrets', singleVoucherURL: null, giftcardURL: null, activityOnlyURL: null, campaign: null, category: null },
        }}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Offrez' })).toBeInTheDocument();
    expect(container.querySelector('source')).toHaveAttribute('media', '(min-width: 600px)');
    expect(container.querySelector('source')).toHaveAttribute('srcset', '/l.jpg');
  });

  it('a targeted banner takes its mobile image up to 599 px', () => {
    const { container } = render(
      <InlineBlockView
        intl={intl}
        block={{
          kind: 'targetedBanner',
          banner: { id: 'b', title: 'Paris', subtitle: null, imageUrl: '/d.jpg', imageMobile: '/m.jpg', imagePosition: 'center', imageAlt: '', ctas: [], url: null, newTab: false, targeting },
        }}
      />,
    );
    expect(container.querySelector('source')).toHaveAttribute('media', '(max-width: 599px)');
    expect(container.querySelector('source')).toHaveAttribute('srcset', '/m.jpg');
  });
});
