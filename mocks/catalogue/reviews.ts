/**
 * Hotel reviews, generated when first asked for. A hotel record only carries the summary
 * (count and average); the list is rebuilt from (seed, hotel id) so it always agrees with it:
 * exactly `reviewCount` reviews whose averages have a mean within 0.05 of `reviewAverage`.
 */
import { COUNTRY_LANG } from './cities';
import { addDays } from './days';
import { Rng } from './random';
import type { CountryCode, Hotel, Lang, LocaleCode, Review, ReviewCriteria } from './types';
import { FIRST_NAMES, LANGS, REVIEW_NEGATIVE, REVIEW_POSITIVE } from './vocabulary';

const CRITERIA: ReadonlyArray<keyof ReviewCriteria> = ['welcoming', 'comfort', 'cleanliness', 'food', 'localization', 'priceQualityRatio'];

const REVIEW_TYPES: ReadonlyArray<readonly [Review['type'], number]> = [
  ['COUPLE', 55],
  ['FRIENDS', 14],
  ['FAMILY', 16],
  ['SOLO', 8],
  ['BUSINESS', 7],
];

/** Reviews go back about three years. */
const MAX_AGE_DAYS = 1100;

function localeOf(lang: Lang, country: CountryCode, rng: Rng): LocaleCode {
  switch (lang) {
    case 'fr':
      return rng.chance(country === 'BE' ? 0.7 : 0.2) ? 'fr_BE' : 'fr_FR';
    case 'nl':
      return rng.chance(country === 'BE' ? 0.75 : 0.3) ? 'nl_BE' : 'nl_NL';
    case 'it':
      return 'it_IT';
    case 'es':
      return 'es_ES';
  }
}

/**
 * Moves `values` (integers, tenths of a point) one step at a time until they sum to `target`,
 * staying within [lo, hi]. Steps go round-robin from a random start so no review is singled out.
 */
function adjustSum(values: number[], target: number, lo: number, hi: number, rng: Rng): void {
  let diff = target - values.reduce((sum, v) => sum + v, 0);
  let i = rng.int(0, values.length - 1);
  let stuck = 0;
  while (diff !== 0 && stuck <= values.length) {
    const v = values[i] as number;
    if (diff > 0 && v < hi) {
      values[i] = v + 1;
      diff--;
      stuck = 0;
    } else if (diff < 0 && v > lo) {
      values[i] = v - 1;
      diff++;
      stuck = 0;
    } else {
      stuck++;
    }
    i = (i + 1) % values.length;
  }
}

/** Six sub-scores (tenths) whose mean is exactly the review's average. */
function criteriaFor(average10: number, rng: Rng): ReviewCriteria {
  const values = CRITERIA.map((name) => {
    // Food and price/quality vary more than cleanliness.
    const spread = name === 'food' || name === 'priceQualityRatio' ? 12 : 7;
    return Math.min(100, Math.max(0, average10 + Math.round(rng.bell() * spread)));
  });
  adjustSum(values, average10 * CRITERIA.length, 0, 100, rng);
  const criteria = {} as ReviewCriteria;
  CRITERIA.forEach((name, i) => {
    criteria[name] = (values[i] as number) / 10;
  });
  return criteria;
}

export function generateReviews(seed: number, hotel: Hotel, country: CountryCode, today: string): Review[] {
  const n = hotel.reviewCount;
  if (n <= 0) return [];
  const rng = Rng.for(seed, 'reviews', hotel.id);

  // Averages in tenths, spread around the hotel's score, then nudged so their sum matches it.
  const target10 = Math.round(hotel.reviewAverage * 10);
  const averages: number[] = [];
  for (let i = 0; i < n; i++) averages.push(Math.min(100, Math.max(20, target10 + Math.round(rng.bell() * 14))));
  adjustSum(averages, Math.round(hotel.reviewAverage * 10 * n), 20, 100, rng);

  // Distinct-enough past dates, newest first.
  const ages: number[] = [];
  for (let i = 0; i < n; i++) ages.push(rng.int(1, MAX_AGE_DAYS));
  ages.sort((a, b) => a - b);

  const localLang = COUNTRY_LANG[country];
  const reviews: Review[] = [];
  for (let i = 0; i < n; i++) {
    // Half the guests write in the hotel country's language, the rest in any of the four.
    const lang: Lang = rng.chance(0.5) ? localLang : rng.pick(LANGS);
    const average10 = averages[i] as number;
    const negativeChance = average10 >= 90 ? 0.4 : average10 >= 75 ? 0.65 : 0.92;
    const name = rng.pick(FIRST_NAMES[lang]);
    const initial = String.fromCharCode(65 + rng.int(0, 25));
    reviews.push({
      id: hotel.id * 1000 + i + 1,
      hotelId: hotel.id,
      locale: localeOf(lang, country, rng),
      lang,
      customer: `${name} ${initial}.`,
      type: rng.weighted(REVIEW_TYPES),
      date: addDays(today, -(ages[i] as number)),
      average: average10 / 10,
      positive: rng.pick(REVIEW_POSITIVE[lang]),
      negative: rng.chance(negativeChance) ? rng.pick(REVIEW_NEGATIVE[lang]) : '',
      criteria: criteriaFor(average10, rng),
    });
  }
  return reviews;
}
