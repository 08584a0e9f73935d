import { applyDestination, destinationFromText, destinationOf, placeSlug, type PlaceCriteria } from '@/components/search-box/destination';
import { destinationOptions, nextActiveIndex } from '@/components/search-box/destination-options';
import type { Suggestion } from '@/domain/model/autocomplete';

const suggestion = (category: Suggestion['category'], value: string, label = value): Suggestion => ({
  id: `${category}-${value}`,
  label,
  category,
  latitude: 45.76,
  longitude: 4.83,
  value,
  postalcode: null,
});

describe('picking a destination (part 1 §4)', () => {
  const before: PlaceCriteria & { theme: string; a: number } = {
    region: 'ile-de-france',
    hotel: '1042',
    lat: 48.85,
    lng: 2.35,
    distanceMin: 0,
    distanceMax: 200,
    theme: 'wellness',
    a: 3,
  };

  it('sets one geographic category and resets the others, lat, lng and distances', () => {
    const after = applyDestination(before, destinationOf(suggestion('city', 'lyon', 'Lyon, Rhône, France')));
    expect(after).toEqual({ city: 'lyon', theme: 'wellness', a: 3 });
  });

  it('works the same for every category', () => {
    for (const category of ['city', 'department', 'region', 'country', 'poi', 'hotel'] as const) {
      const after = applyDestination(before, destinationOf(suggestion(category, 'x1')));
      const place = Object.keys(after).filter((key) => !['theme', 'a'].includes(key));
      expect(place).toEqual([category]);
    }
  });

  it('only clears when the destination is removed', () => {
    expect(applyDestination(before, null)).toEqual({ theme: 'wellness', a: 3 });
  });

  it('does not change the criteria it was given', () => {
    const copy = { ...before };
    applyDestination(before, destinationOf(suggestion('poi', 'louvre')));
    expect(before).toEqual(copy);
  });
});

describe('a place typed as plain text (sites without autocomplete)', () => {
  it('is searched as a city by its name, in the form city paths take', () => {
    expect(placeSlug('Den Haag')).toBe('den-haag');
    expect(placeSlug('  Forlì-Cesena ')).toBe('forli-cesena');
    expect(placeSlug("L'Aquila")).toBe('l-aquila');
    expect(placeSlug(' !! ')).toBeNull();
    expect(destinationFromText('Amsterdam')).toEqual({ id: 'city-amsterdam', label: 'Amsterdam', category: 'city', value: 'amsterdam' });
    expect(destinationFromText('   ')).toBeNull();
  });
});

describe('the destination list', () => {
  const recent = [{ id: 'city-paris', label: 'Paris', category: 'city' as const, value: 'paris' }];
  const suggestions = [suggestion('city', 'lyon'), suggestion('hotel', '12', 'Hôtel du Parc, Lyon')];

  it('shows the recent searches while the field is empty', () => {
    const options = destinationOptions({ text: ' ', autocomplete: true, minChars: 2, recent, suggestions });
    expect(options.map((option) => [option.group, option.destination.id])).toEqual([['recent', 'city-paris']]);
  });

  it('shows the suggestions once the term is long enough, where autocomplete exists', () => {
    expect(destinationOptions({ text: 'l', autocomplete: true, minChars: 2, recent, suggestions })).toEqual([]);
    const options = destinationOptions({ text: 'ly', autocomplete: true, minChars: 2, recent, suggestions });
    expect(options.map((option) => option.destination.id)).toEqual(['city-lyon', 'hotel-12']);
  });

  it('shows nothing while a place is typed on a site without autocomplete (part 2 §9)', () => {
    expect(destinationOptions({ text: 'Amsterdam', autocomplete: false, minChars: 2, recent, suggestions })).toEqual([]);
    expect(destinationOptions({ text: '', autocomplete: false, minChars: 2, recent, suggestions })).toHaveLength(1);
  });

  it('moves the active option with the arrow keys, wrapping around', () => {
    expect(nextActiveIndex(-1, 3, 'ArrowDown')).toBe(0);
    expect(nextActiveIndex(0, 3, 'ArrowDown')).toBe(1);
    expect(nextActiveIndex(2, 3, 'ArrowDown')).toBe(0);
    expect(nextActiveIndex(-1, 3, 'ArrowUp')).toBe(2);
    expect(nextActiveIndex(0, 3, 'ArrowUp')).toBe(2);
    expect(nextActiveIndex(2, 3, 'ArrowUp')).toBe(1);
    expect(nextActiveIndex(0, 0, 'ArrowDown')).toBe(-1);
  });
});
