import type { ProductDetail } from '@/domain/model/product';
import { getIntl } from '@/i18n/server';
import type { ProductFlow } from '@/screens/product/flow';
import { ProductHeader } from '@/screens/product/header';

/**
 * The product header as the server renders it (its islands loaded at once: the test file mocks
 * '@/screens/product/islands' with './page-islands'): a stay from 261 € instead of 310,72 € (-16 %).
 */
export function productHeader(flow: ProductFlow = 'booking') {
  const detail: ProductDetail = {
    id: 501,
    label: 'Séjour romantique',
    published: true,
    headwords: [],
    hotel: { id: 1052, label: 'Hôtel Les Tilleuls', uri: null, stars: 4, checkInOut: { checkin: null, checkout: null }, importantInfos: [], location: null, review: null },
    images: [],
    imagesBySize: {},
    programLines: [],
    activities: [],
    breakfast: null,
    room: null,
    price: { sellPrice: 26100, refPrice: 31072, promo: 16, moneySaved: 4972, nbRooms: 1, nights: 1, priceType: 'FROM', fromPrice: 26100, error: null },
    cancellationPolicy: null,
    autoDiscount: null,
    checkin: null,
    nights: null,
    pageModel: null,
    giftVoucher: null,
  };
  return <ProductHeader detail={detail} hotel={null} reviews={null} flow={flow} intl={getIntl('fr_FR')} />;
}
