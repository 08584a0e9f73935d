import { searchStaysOrEmpty } from '@/api/search';
import type { OfferCard } from '@/domain/model/search';
import type { RouteOf } from '@/routing/route';

export interface HomeStay {
  id: number;
  label: string;
  hotelName: string;
  cityLabel: string;
  stars: number;
  reviewAverage: number;
  reviewCount: number;
  priceCents: number;
  imageUrl: string | null;
}

export interface HomeData {
  stays: HomeStay[];
}

/** How many stays the home listing shows: four rows of three. */
export const HOME_STAYS = 12;

function toHomeStay(card: OfferCard): HomeStay {
  return {
    id: card.id,
    label: card.label,
    hotelName: card.hotel?.label ?? card.label,
    cityLabel: card.hotel?.location.label ?? '',
    stars: card.hotel?.stars ?? 0,
    reviewAverage: card.hotel?.review?.average ?? 0,
    reviewCount: card.hotel?.review?.count ?? 0,
    priceCents: card.price.sellPrice,
    imageUrl: card.images[0]?.sizes['640_360'] ?? card.imageUrl,
  };
}

/** The most popular stays of the site, one per hotel, with their "from" price. */
export async function load(route: RouteOf<'home'>): Promise<HomeData> {
  const results = await searchStaysOrEmpty(
    { locale: route.locale, type: 'stay', criteria: {}, orderBy: 'popularity', limit: HOME_STAYS, numberOfPackagesPerHotel: 1 },
    { timeoutMs: 3000 },
  );
  return { stays: results.cards.map(toHomeStay) };
}
