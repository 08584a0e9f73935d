/**
 * Weekend packages: a night in one of the hotel's rooms plus activities, dinners and usually a
 * breakfast. Each hotel first gets a small pool of activities (with their own ids), and its
 * packages combine them, as a real hotel sells the same massage in several offers.
 */
import { Rng } from './random';
import { fill, Interner, join, mapLocalized } from './text';
import type { Activity, Breakfast, CancellationPolicyRule, Hotel, Localized, Schedule, WeekendPackage } from './types';

/** One package in this many is a New Year's Eve special: its headwords name the evening in each language. */
export const NEW_YEARS_EVE_EVERY = 12;
export const NEW_YEARS_EVE_HEADWORD: Localized = { fr: 'Soirée du réveillon de la Saint-Sylvestre', nl: 'Oudejaarsavond met feestdiner', it: 'Cenone di Capodanno', es: 'Cena de Nochevieja' };
import {
  ACTIVITY_HOW,
  ACTIVITY_IMPORTANT_INFOS,
  ACTIVITY_KINDS,
  ACTIVITY_WHEN,
  ACTIVITY_WHERE,
  type ActivityKind,
  BREAKFAST_DETAILS,
  BREAKFAST_MUST_KNOW,
  CHANNEL_MANAGERS,
  DINNER_MENUS,
  HEADWORDS,
  MARKETING_LABELS,
  MUST_KNOW,
  PARTICIPANTS_LABEL,
  PROGRAM_BREAKFAST,
  PROGRAM_ROOM,
  PROGRAM_WELCOME,
  THEME_PHRASES,
  WHY_GENERIC,
  WORD_AND,
  WORD_WITH,
} from './vocabulary';

type Day = Schedule['day'];
const WEEK: readonly Day[] = ['MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT', 'SUN'];

const KIND_BY_TAG = new Map(ACTIVITY_KINDS.map((kind) => [kind.tagId, kind]));

/** Shared pieces (schedules, breakfasts) so 70,000 packages do not each hold a copy. */
export class PackageParts {
  private readonly schedules = new Map<string, Schedule[]>();
  readonly breakfasts: Breakfast[];

  constructor(readonly interner: Interner) {
    this.breakfasts = (['CONTINENTAL', 'BUFFET'] as const).flatMap((type) =>
      [
        ['07:00', '10:00'],
        ['07:30', '10:30'],
        ['08:00', '11:00'],
      ].map(([from, to]) => ({
        type,
        mustKnowList: type === 'CONTINENTAL' ? [BREAKFAST_MUST_KNOW[0] as Localized] : [...BREAKFAST_MUST_KNOW],
        schedules: this.schedule(WEEK, from as string, to as string),
        detailList: [...BREAKFAST_DETAILS[type]],
      })),
    );
  }

  schedule(days: readonly Day[], from: string, to: string): Schedule[] {
    const key = `${days.join(',')}|${from}|${to}`;
    let schedules = this.schedules.get(key);
    if (!schedules) {
      schedules = days.map((day) => ({ day, from, to }));
      this.schedules.set(key, schedules);
    }
    return schedules;
  }
}

function activitySchedules(kind: ActivityKind, parts: PackageParts, rng: Rng): Schedule[] {
  if (kind.type === 'DINNER') {
    // Many restaurants close one evening a week.
    const days = rng.chance(0.4) ? WEEK.filter((d) => d !== 'MON') : WEEK;
    return parts.schedule(days, rng.pick(['19:00', '19:30']), rng.pick(['21:30', '22:00', '22:30']));
  }
  const days = rng.pick<readonly Day[]>([WEEK, WEEK.slice(2), WEEK.slice(4), ['SAT', 'SUN']]);
  return parts.schedule(days, rng.pick(['09:00', '10:00', '14:00']), rng.pick(['12:00', '18:00', '19:00']));
}

function activityPool(hotel: Hotel, themes: string[], nextActivityId: () => number, parts: PackageParts, rng: Rng): Activity[] {
  const hasRestaurant = hotel.facilities.includes('restaurant');
  const hasSpa = hotel.facilities.includes('spa') || hotel.facilities.includes('sauna');
  const candidates = ACTIVITY_KINDS.filter((kind) => {
    if (kind.where === 'restaurant' && !hasRestaurant) return false;
    if ((kind.tagId === 'spa-access' || kind.tagId === 'hammam' || kind.tagId === 'massage') && !hasSpa) return false;
    if (kind.tagId === 'boat-trip' && hotel.hotelEnvironment === 'mountain') return false;
    return true;
  });
  // Activities that match the hotel's character are three times as likely.
  const weighted = candidates.map((kind) => [kind, kind.themes.some((t) => themes.includes(t)) ? 3 : 1] as const);
  const count = rng.int(2, 5);
  const chosen: ActivityKind[] = [];
  while (chosen.length < count && chosen.length < candidates.length) {
    const kind = rng.weighted(weighted);
    if (!chosen.includes(kind)) chosen.push(kind);
  }
  return chosen.map((kind) => {
    const activityId = nextActivityId();
    return {
      activityId,
      type: kind.type,
      title: kind.title,
      tagId: kind.tagId,
      detailList: [...kind.details],
      duration: rng.pick(kind.durations),
      where: ACTIVITY_WHERE[kind.where],
      whyList: [kind.why, rng.pick(WHY_GENERIC)],
      mustKnowList: rng.pickMany(kind.type === 'DINNER' ? MUST_KNOW.filter((_, i) => i === 0 || i === 5 || i === 9) : MUST_KNOW, rng.int(1, 3)),
      schedules: activitySchedules(kind, parts, rng),
      how: rng.pick(ACTIVITY_HOW),
      repeated: kind.tagId === 'spa-access' || kind.tagId === 'bike' ? rng.chance(0.5) : false,
      importantInfos: rng.pickMany(ACTIVITY_IMPORTANT_INFOS, rng.int(0, 2)),
      icon: kind.icon,
      participantsLabel: PARTICIPANTS_LABEL,
      displayPax: rng.chance(0.3),
      menu: kind.type === 'DINNER' ? rng.pick(DINNER_MENUS) : null,
      when: rng.pick(ACTIVITY_WHEN[kind.type]),
      singleDay: kind.singleDayLikely && rng.chance(0.6),
      image: { key: `activity-${activityId}`, alt: kind.title },
    };
  });
}

const CANCELLATIONS: ReadonlyArray<readonly [CancellationPolicyRule['type'], number]> = [
  ['FLEXIBLE', 35],
  ['PARTIAL', 35],
  ['NON_REFUNDABLE', 30],
];

function cancellationRule(rng: Rng): CancellationPolicyRule {
  const type = rng.weighted(CANCELLATIONS);
  if (type === 'NON_REFUNDABLE') return { cancellable: false, deadlineDaysBeforeCheckin: 0, type };
  return { cancellable: true, deadlineDaysBeforeCheckin: type === 'FLEXIBLE' ? rng.pick([1, 2, 3, 7]) : rng.pick([7, 10, 14, 21]), type };
}

/** refPrice = price × ratio; 40% of packages have no promo, the others 5%–40%. */
function refPriceRatio(rng: Rng): number {
  if (rng.chance(0.4)) return 1;
  const promo = rng.int(5, 40) / 100;
  return Math.round((1 / (1 - promo)) * 10000) / 10000;
}

export function generatePackages(
  seed: number,
  hotel: Hotel,
  hotelThemes: string[],
  nextPackageId: () => number,
  nextActivityId: () => number,
  parts: PackageParts,
): WeekendPackage[] {
  const rng = Rng.for(seed, 'packages', hotel.id);
  const pool = activityPool(hotel, hotelThemes, nextActivityId, parts, rng);
  const count = rng.weighted([
    [1, 10],
    [2, 20],
    [3, 25],
    [4, 20],
    [5, 15],
    [6, 10],
  ] as const);
  const packages: WeekendPackage[] = [];
  const usedLabels = new Set<Localized>();
  for (let i = 0; i < count; i++) {
    const id = nextPackageId();
    const prng = Rng.for(seed, 'package', id);
    const room = i === 0 || prng.chance(0.5) ? hotel.rooms[0]! : prng.pick(hotel.rooms);

    // 1–3 activities, at most one dinner, activities before the dinner.
    const picked = prng.pickMany(pool, prng.weighted([[1, 45], [2, 40], [3, 15]] as const));
    const dinner = picked.find((a) => a.type === 'DINNER');
    const activities = [...picked.filter((a) => a.type === 'ACTIVITY'), ...(dinner ? [dinner] : [])];
    const kinds = activities.map((a) => KIND_BY_TAG.get(a.tagId)!);

    const activityThemes = kinds.flatMap((kind) => kind.themes);
    const themes = [...new Set([...activityThemes, ...prng.pickMany(hotelThemes, prng.int(1, 2))])];
    const mainTheme = kinds[0]!.themes.find((t) => hotelThemes.includes(t)) ?? kinds[0]!.themes[0]!;

    const [first, second] = kinds;
    let label = parts.interner.get(`label|${mainTheme}|${first!.tagId}|${second?.tagId ?? ''}`, () =>
      second
        ? join(THEME_PHRASES[mainTheme]!, WORD_WITH, first!.short, WORD_AND, second.short)
        : join(THEME_PHRASES[mainTheme]!, WORD_WITH, first!.short),
    );
    // Two offers of one hotel with the same name differ by their room: say so.
    if (usedLabels.has(label) && room !== hotel.rooms[0]) {
      const base = label;
      label = parts.interner.get(`label|${base.fr}|${room.label.fr}`, () => mapLocalized(base, (text, lang) => `${text} – ${room.label[lang]}`));
    }
    usedLabels.add(label);

    const hasBreakfast = prng.chance(0.85);
    const roomLine = parts.interner.get(`room|${room.label.fr}`, () => fill(PROGRAM_ROOM, { room: room.label }));
    const programLines: Localized[] = [roomLine];
    if (hasBreakfast) programLines.push(PROGRAM_BREAKFAST);
    for (const activity of activities) programLines.push(activity.title);
    if (prng.chance(0.2)) programLines.push(PROGRAM_WELCOME);

    const headwords = hasBreakfast ? [HEADWORDS[0]!, ...prng.pickMany(HEADWORDS.slice(1), prng.int(1, 3))] : prng.pickMany(HEADWORDS.slice(1), prng.int(2, 4));
    // A few New Year's Eve specials (part 2 §9), chosen by id so that no other draw of the catalogue moves.
    if (id % NEW_YEARS_EVE_EVERY === 1) headwords.push(NEW_YEARS_EVE_HEADWORD);

    // Price of a night for two: stars first, then what the package includes and the room.
    const roomFactor = room.type === 'suite' ? 1.3 : room.type === 'family' ? 1.15 : 1;
    const extras = 1 + 0.08 * activities.length + (dinner ? 0.12 : 0) + (hasBreakfast ? 0.04 : 0);
    const raw = (5000 + hotel.stars * 7000) * extras * roomFactor * prng.float(0.85, 1.2);
    const basePrice = Math.min(60000, Math.max(9000, Math.round(raw / 100) * 100));

    const channelManagerId = prng.chance(0.15) ? prng.pick(CHANNEL_MANAGERS) : null;
    packages.push({
      id,
      hotelId: hotel.id,
      label,
      headwords,
      programLines,
      roomUuid: room.uuid,
      activities,
      breakfast: hasBreakfast ? prng.pick(parts.breakfasts) : null,
      images: [{ key: `package-${id}-1`, alt: label }, ...hotel.images.slice(0, 1), ...activities.map((a) => a.image)],
      cancellation: cancellationRule(prng),
      refPriceRatio: refPriceRatio(prng),
      marketingLabels: prng.chance(0.3) ? prng.pickMany(MARKETING_LABELS, prng.int(1, 2)) : [],
      lastMinute: prng.chance(0.1),
      channelManagerId,
      connectivity: channelManagerId !== null,
      basePrice,
      fromPrice: 0, // filled in by the generator, which owns the price calendar
      giftable: prng.chance(0.7),
      themes,
    });
  }
  return packages;
}
