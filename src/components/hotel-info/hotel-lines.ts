import type { IntlShape } from 'react-intl/server';
import type { Hotel, LocalTax } from '@/domain/model/hotel';
import { localTaxDisplay } from '@/domain/product/local-tax';
import { formatPrice } from '@/i18n/format';
import { hotelInfoMessages as m } from './messages';

/**
 * The hotel's facts as sentences, for every page that describes a hotel (the product page's hotel
 * and practical sections, the hotel page's About): one wording, one place.
 */

/** An outside map of the hotel's point: a plain link, nothing loads until the visitor follows it. */
export function mapLinkOf(lat: number | null | undefined, lng: number | null | undefined): string | null {
  if (lat == null || lng == null || !Number.isFinite(lat) || !Number.isFinite(lng)) return null;
  return `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lng}#map=16/${lat}/${lng}`;
}

/** Pets: allowed or not, with the price, the weight limit and how many (one unless the hotel says otherwise). */
export function petsLine(policy: Hotel['policy'], intl: IntlShape): string | null {
  if (!policy) return null;
  if (!policy.petsAllowed) return intl.formatMessage(m.petsNotAllowed);
  const parts = [
    intl.formatMessage(m.petsAllowed),
    policy.petsPrice !== null ? intl.formatMessage(m.petsPrice, { price: formatPrice(intl, policy.petsPrice) }) : null,
    policy.petsMaxWeight !== null ? intl.formatMessage(m.petsWeight, { weight: policy.petsMaxWeight }) : null,
    intl.formatMessage(m.petsNumber, { count: policy.petsMaxNumberOfPets }),
  ].filter((part): part is string => part !== null);
  return parts.join(' · ');
}

/** 'Check-in from 15:00', 'Check-out until 11:00': the hours the hotel gives. */
export function hoursLines(checkInOut: { checkin: string | null; checkout: string | null }, intl: IntlShape): string[] {
  return [
    checkInOut.checkin ? intl.formatMessage(m.hotelCheckin, { time: checkInOut.checkin }) : null,
    checkInOut.checkout ? intl.formatMessage(m.hotelCheckout, { time: checkInOut.checkout }) : null,
  ].filter((line): line is string => line !== null);
}

/** The local tax as the visitor pays it: a percentage or an amount per person and night at the hotel, or included. */
export function localTaxLine(tax: LocalTax, intl: IntlShape): string | null {
  const display = localTaxDisplay(tax);
  if (display === null) return null;
  if (!display.toBePaidAtHotel) return intl.formatMessage(m.localTaxIncluded);
  return display.kind === 'percentage'
    ? intl.formatMessage(m.localTaxPercentage, { percentage: display.percentage })
    : intl.formatMessage(m.localTaxPerPerson, { amount: formatPrice(intl, display.amount, display.currency || 'EUR') });
}

/** Services and equipment: the facilities, then the general information groups. */
export function serviceLines(hotel: Pick<Hotel, 'facilities' | 'infoGeneral'>): string[] {
  return [...hotel.facilities.map((facility) => facility.label), ...hotel.infoGeneral.flatMap((group) => group.facilities)];
}
