import { href } from '@/routing/href';
import { storefrontTrail } from '@/components/shell/breadcrumb/storefront-trail';

describe("the product page's breadcrumb trail from the hotel call", () => {
  const trail = [
    { label: 'Provence-Alpes-Côte d’Azur', url: '/region/paca' },
    { label: 'Vaucluse', url: '/department/84' },
    { label: 'Avignon', url: '/city/avignon' },
    { label: 'Hôtel des Papes', url: '/hotel/1042' },
  ];

  it('turns the API places into storefront pages: the search of the region, department or city', () => {
    expect(storefrontTrail('fr_FR', trail, { hotelPage: false })).toEqual([
      { label: 'Provence-Alpes-Côte d’Azur', url: `${href.search('fr_FR', { flow: 'booking' })}#region=paca` },
      { label: 'Vaucluse', url: `${href.search('fr_FR', { flow: 'booking' })}#department=84` },
      { label: 'Avignon', url: href.search('fr_FR', { flow: 'booking', city: 'avignon' }) },
    ]);
  });

  it('links the hotel only once its page exists', () => {
    expect(storefrontTrail('nl_BE', trail, { hotelPage: true }).at(-1)).toEqual({ label: 'Hôtel des Papes', url: href.hotel('nl_BE', 1042) });
  });

  it('leaves out what the storefront cannot show, empty labels and a place named twice in a row', () => {
    expect(
      storefrontTrail('fr_FR', [
        { label: 'Paris', url: '/department/75' },
        { label: 'Paris', url: '/city/paris' },
        { label: 'Ailleurs', url: 'https://example.com/x' },
        { label: '', url: '/city/lyon' },
        { label: 'Injected', url: '/city/../../admin' },
      ], { hotelPage: true }).map((item) => item.label),
    ).toEqual(['Paris']);
  });
});
