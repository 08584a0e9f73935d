import { screen, within } from '@testing-library/react';
import axe from 'axe-core';
import { FiltersModal } from '@/components/filters';
import type { SearchFacets } from '@/domain/model/search';
import { searchCriteriaCodec } from '@/state';
import { emptyFacets, Harness, open, serveFacets } from './harness';
import { renderWithQuery } from './render';

/** No serious or critical axe violation in the filter bar, its panels and the mobile modal (jsdom: no colour checks). */
async function seriousViolations(root: Element) {
  const results = await axe.run(root, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] }, rules: { 'color-contrast': { enabled: false } } });
  return results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical').map((violation) => `${violation.id}: ${violation.nodes.length}`);
}

const facets: SearchFacets = {
  ...emptyFacets,
  resultsCount: 9,
  facilities: [{ name: 'facilities', value: 'spa', label: 'Spa', count: 4 }],
  hotelTypes: [{ key: 'castle', label: 'Château', count: 2 }],
  stars: [{ key: '4', label: '4', count: 3 }],
  hotelScores: [{ value: 8, label: '8', count: 6 }],
  activities: [{ name: 'Bien-être', activities: [{ id: 'spa', name: 'Spa', count: 3 }] }],
};
beforeEach(() => serveFacets(facets));

describe('filters accessibility', () => {
  it.each([/^Prix$/, /^Proximité/, /^Plus de filtres/, /^Équipements/, /^Activités/])('the bar with the %s panel open has no serious violation', async (name) => {
    renderWithQuery(<Harness initial="city=paris&stars[]=4" onCommit={() => {}} />);
    const panel = await open(name);
    await within(panel).findByRole('button', { name: 'Voir 9 offres' });
    expect(await seriousViolations(document.body)).toEqual([]);
  });

  it('the mobile modal has no serious violation', async () => {
    renderWithQuery(<FiltersModal open onOpenChange={() => {}} locale="fr_FR" flow="booking" criteria={searchCriteriaCodec.parse('city=paris')} cityLabel="Paris" onCommit={() => {}} />);
    await within(screen.getByRole('dialog')).findByText('Château');
    expect(await seriousViolations(document.body)).toEqual([]);
  });
});
