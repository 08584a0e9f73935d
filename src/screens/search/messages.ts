import { defineMessages, type NoMessageValues } from 'react-intl/server';

/** Server-rendered texts of the search results page (prefix 'searchPage.'). */
export const searchPageMessages = defineMessages<{
  titleCity: { city: string };
  titleTheme: { theme: string };
  titleCityTheme: { city: string; theme: string };
  titleAll: NoMessageValues;
  titleGifting: NoMessageValues;
  titleGiftingCity: { city: string };
  titleActivity: NoMessageValues;
  titleActivityCity: { city: string };
  titleHotel: NoMessageValues;
  titleBox: NoMessageValues;
  titleBeneficiary: NoMessageValues;
  description: { title: string };
  giftBlockBox: NoMessageValues;
  giftBlockSingleVoucher: NoMessageValues;
  giftBlockGiftCard: NoMessageValues;
  giftBlockActivity: NoMessageValues;
  giftCardBannerTitle: NoMessageValues;
  giftCardBannerText: NoMessageValues;
  giftCardBannerCta: NoMessageValues;
}>({
  titleCity: { id: 'searchPage.titleCity', defaultMessage: 'Weekend getaways in {city}' },
  titleTheme: { id: 'searchPage.titleTheme', defaultMessage: 'Weekend getaways: {theme}' },
  titleCityTheme: { id: 'searchPage.titleCityTheme', defaultMessage: 'Weekend getaways in {city}: {theme}' },
  titleAll: { id: 'searchPage.titleAll', defaultMessage: 'All our weekend getaways' },
  titleGifting: { id: 'searchPage.titleGifting', defaultMessage: 'Stays to give as a gift' },
  titleGiftingCity: { id: 'searchPage.titleGiftingCity', defaultMessage: 'Stays to give as a gift in {city}' },
  titleActivity: { id: 'searchPage.titleActivity', defaultMessage: 'Activities' },
  titleActivityCity: { id: 'searchPage.titleActivityCity', defaultMessage: 'Activities in {city}' },
  titleHotel: { id: 'searchPage.titleHotel', defaultMessage: 'The offers of the hotel' },
  titleBox: { id: 'searchPage.titleBox', defaultMessage: 'The stays of your gift box' },
  titleBeneficiary: { id: 'searchPage.titleBeneficiary', defaultMessage: 'The stays you can book with your gift' },
  description: {
    id: 'searchPage.description',
    defaultMessage: '{title}: hotel weekends with activities, dinners and breakfasts, at the best price.',
  },
  giftBlockBox: { id: 'searchPage.giftBlockBox', defaultMessage: 'Gift boxes' },
  giftBlockSingleVoucher: { id: 'searchPage.giftBlockSingleVoucher', defaultMessage: 'Gift stays' },
  giftBlockGiftCard: { id: 'searchPage.giftBlockGiftCard', defaultMessage: 'Gift card' },
  giftBlockActivity: { id: 'searchPage.giftBlockActivity', defaultMessage: 'Activity vouchers' },
  giftCardBannerTitle: { id: 'searchPage.giftCardBannerTitle', defaultMessage: 'Not sure which stay to choose?' },
  giftCardBannerText: { id: 'searchPage.giftCardBannerText', defaultMessage: 'Offer a gift card: they pick the stay and the dates.' },
  giftCardBannerCta: { id: 'searchPage.giftCardBannerCta', defaultMessage: 'Offer a gift card' },
});
