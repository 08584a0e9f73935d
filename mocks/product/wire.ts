import { imagesBySize, imageUrl } from '../images';
import { addDays, daysBetween } from '../catalogue/days';
import type { Activity, Breakfast, Catalogue, Hotel, ImageRef, LocaleCode, Localized, Room, WeekendPackage } from '../catalogue/types';
import { FACILITIES } from '../catalogue/vocabulary';
import { text, texts } from './http';

/** Wire shapes shared by several product-area answers (field names from spec part 1 §3, part 2 §3). */

export function imageWire(request: Request, image: ImageRef, locale: LocaleCode) {
  const alt = text(image.alt, locale);
  return { url: imageUrl(request, image.key), sizes: imagesBySize(request, image.key), alt, title: alt, legend: alt };
}

export function imagesWire(request: Request, images: readonly ImageRef[], locale: LocaleCode) {
  return images.map((image) => imageWire(request, image, locale));
}

const CANCELLATION_MESSAGE: Record<'cancellable' | 'final', Localized> = {
  cancellable: {
    fr: 'Modifiable et partiellement remboursable',
    nl: 'Wijzigbaar en gedeeltelijk terugbetaalbaar',
    it: 'Modificabile e parzialmente rimborsabile',
    es: 'Modificable y parcialmente reembolsable',
  },
  final: {
    fr: 'Non échangeable et non remboursable',
    nl: 'Niet omruilbaar en niet terugbetaalbaar',
    it: 'Non modificabile e non rimborsabile',
    es: 'No modificable y no reembolsable',
  },
};

/**
 * With a check-in, the deadline is that many days before it, and a deadline already past makes
 * the stay final. Without a check-in only the rule is known.
 */
export function cancellationWire(catalogue: Catalogue, pkg: WeekendPackage, checkin: string | null, locale: LocaleCode) {
  const rule = pkg.cancellation;
  const deadline = checkin && rule.cancellable ? addDays(checkin, -rule.deadlineDaysBeforeCheckin) : null;
  const cancellable = rule.cancellable && (deadline === null || daysBetween(catalogue.today, deadline) >= 0);
  return {
    cancellable,
    isCancellable: cancellable,
    cancellationDeadline: cancellable ? deadline : null,
    type: cancellable ? rule.type : 'NON_REFUNDABLE',
    message: text(CANCELLATION_MESSAGE[cancellable ? 'cancellable' : 'final'], locale),
  };
}

/** Room highlights as the API sends them: translated labels, never catalogue codes. */
function facilityLabel(code: string, locale: LocaleCode): string {
  const facility = FACILITIES.find((candidate) => candidate.code === code);
  return facility ? text(facility.label, locale) : code;
}

export function roomWire(request: Request, room: Room, locale: LocaleCode) {
  const title = text(room.label, locale);
  const highlights = room.highlightedFacilities.map((code) => facilityLabel(code, locale));
  return {
    uuid: room.uuid,
    title,
    label: title,
    bedding: text(room.bedding, locale),
    capacity: room.capacity,
    maxCapacity: room.maxCapacity,
    description: text(room.description, locale),
    detailsSection: { title, details: [text(room.bedding, locale), `${room.size} m²`, ...highlights] },
    type: room.type,
    highlightedFacilities: highlights,
    highlights,
    images: imagesWire(request, room.images, locale),
    imageUrl: room.images[0] ? imageUrl(request, room.images[0].key) : null,
    size: room.size,
    importantInfos: texts(room.importantInfos, locale),
  };
}

export function activityWire(request: Request, activity: Activity, locale: LocaleCode) {
  return {
    activityId: activity.activityId,
    title: text(activity.title, locale),
    imageUrl: imageUrl(request, activity.image.key),
    detailList: texts(activity.detailList, locale),
    duration: activity.duration,
    where: text(activity.where, locale),
    whyList: texts(activity.whyList, locale),
    mustKnowList: texts(activity.mustKnowList, locale),
    schedules: activity.schedules,
    how: text(activity.how, locale),
    type: activity.type,
    repeated: activity.repeated,
    importantInfos: texts(activity.importantInfos, locale),
    icon: activity.icon,
    activityParticipantsLabel: text(activity.participantsLabel, locale),
    displayPax: activity.displayPax,
    menu: activity.menu ? text(activity.menu, locale) : null,
    when: text(activity.when, locale),
    singleDay: activity.singleDay,
  };
}

export function breakfastWire(breakfast: Breakfast | null, locale: LocaleCode) {
  if (!breakfast) return null;
  return {
    type: breakfast.type,
    mustKnowList: texts(breakfast.mustKnowList, locale),
    schedules: breakfast.schedules,
    detailList: texts(breakfast.detailList, locale),
  };
}

export function locationWire(catalogue: Catalogue, hotel: Hotel, locale: LocaleCode) {
  const city = catalogue.index.cityById.get(hotel.cityId);
  const cityLabel = city ? text(city.label, locale) : hotel.cityId;
  return {
    label: cityLabel,
    uri: hotel.cityId,
    lat: hotel.lat,
    lng: hotel.lng,
    address: hotel.address,
    zipCode: hotel.zipCode,
    completeAddress: { streetAddress: hotel.address, zipCode: hotel.zipCode },
    city: cityLabel,
    region: city?.region.label ?? null,
    postcode: hotel.zipCode,
  };
}

export function reviewSummaryWire(hotel: Hotel) {
  return { count: hotel.reviewCount, average: hotel.reviewAverage };
}
