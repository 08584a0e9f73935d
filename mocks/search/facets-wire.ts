import type { Lang, Localized } from '../catalogue/types';
import type { FacetCounts } from './facets';
import type { SearchIndex } from './indexes';
import {
  ACTIVITY_GROUPS,
  fill,
  HOTEL_ENVIRONMENT_LABELS,
  HOTEL_STYLE_LABELS,
  HOTEL_TYPE_LABELS,
  humanise,
  PETS_LABEL,
  SCORE_LABELS,
  STARS_LABEL,
} from './texts';

/** The facet lists of part 1 §3, labelled in the request's language. */
export function facetsWire(index: SearchIndex, counts: FacetCounts, lang: Lang, withActivities: boolean) {
  const { counts: by } = counts;
  const count = (group: keyof FacetCounts['counts'], option: string | number) => by[group].get(option) ?? 0;
  const keyed = (group: 'hotelTypes' | 'hotelEnvironments' | 'hotelStyles', labels: Record<string, Localized>) =>
    [...by[group].keys()].map((key) => ({
      key: String(key),
      label: labels[String(key)]?.[lang] ?? humanise(String(key)),
      count: count(group, key),
    }));

  const facilities = [...by.facilities.keys()].map((code) => ({
    name: 'facilities',
    value: String(code),
    label: index.facilityByCode.get(String(code))?.label[lang] ?? humanise(String(code)),
    count: count('facilities', code),
  }));
  // The pet policy is listed with the facilities but filters through petsAllowed (part 1 §7).
  facilities.push({ name: 'petsAllowed', value: 'true', label: index.facilityByCode.get('pets')?.label[lang] ?? PETS_LABEL[lang], count: count('petsAllowed', 1) });

  const body = {
    resultsCount: counts.resultsCount,
    facets: {
      facilities,
      hotelTypes: keyed('hotelTypes', HOTEL_TYPE_LABELS),
      hotelEnvironments: keyed('hotelEnvironments', HOTEL_ENVIRONMENT_LABELS),
      hotelStyles: keyed('hotelStyles', HOTEL_STYLE_LABELS),
      stars: [...by.stars.keys()].map((stars) => ({ key: String(stars), label: fill(STARS_LABEL[lang], { n: stars }), count: count('stars', stars) })),
      hotelScores: [...by.hotelScore.keys()].map((value) => ({
        value: Number(value),
        label: `${SCORE_LABELS[String(value)]?.[lang] ?? ''} ${String(value).replace('.', ',')}+`.trim(),
        count: count('hotelScore', value),
      })),
    },
  };
  if (!withActivities) return body;
  return { ...body, activities: activityGroups(index, counts, lang) };
}

function activityGroups(index: SearchIndex, counts: FacetCounts, lang: Lang) {
  const groups = new Map<'ACTIVITY' | 'DINNER', Array<{ id: string; name: string; count: number }>>();
  for (const [tagId, count] of counts.counts.tags) {
    const id = String(tagId);
    const kind = index.tagKind.get(id) ?? 'ACTIVITY';
    const name = index.tagById.get(id)?.name[lang] ?? humanise(id);
    const list = groups.get(kind) ?? [];
    list.push({ id, name, count });
    groups.set(kind, list);
  }
  return (['ACTIVITY', 'DINNER'] as const)
    .filter((kind) => groups.has(kind))
    .map((kind) => ({ name: ACTIVITY_GROUPS[kind][lang], activities: groups.get(kind) ?? [] }));
}
