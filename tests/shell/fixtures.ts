import type { Menu, MenuItem } from '@/api/menu';

const link = (id: string, label: string, url: string): MenuItem => ({ id, label, url, children: [] });

/** A small menu using all four levels: Destinations → country → region → city. */
export const MENU: Menu = {
  items: [
    {
      id: 'destinations',
      label: 'Destinations',
      url: null,
      children: [
        {
          id: 'country-FR',
          label: 'France',
          url: null,
          children: [
            { id: 'region-idf', label: 'Île-de-France', url: null, children: [link('city-paris', 'Paris', '/fr-fr/ville/paris')] },
            { id: 'region-ara', label: 'Auvergne-Rhône-Alpes', url: null, children: [link('city-lyon', 'Lyon', '/fr-fr/ville/lyon'), link('city-annecy', 'Annecy', '/fr-fr/ville/annecy')] },
          ],
        },
        { id: 'country-BE', label: 'Belgique', url: null, children: [{ id: 'region-wal', label: 'Wallonie', url: null, children: [link('city-liege', 'Liège', '/fr-fr/ville/liege')] }] },
      ],
    },
    {
      id: 'themes',
      label: 'Thèmes',
      url: null,
      children: [
        {
          id: 'theme-group-relax',
          label: 'Se détendre',
          url: null,
          children: [{ id: 'theme-wellness', label: 'Bien-être & spa', url: '/fr-fr/idee/bien-etre-spa', children: [link('theme-wellness-paris', 'Paris', '/fr-fr/ville/paris/idee/bien-etre-spa')] }],
        },
      ],
    },
    link('gift-card', 'Carte cadeau', '/fr-fr/carte-cadeau'),
  ],
  themesPanel: {
    title: 'Nos thèmes',
    suggested: { id: 'wellness', label: 'Bien-être & spa', url: '/fr-fr/idee/bien-etre-spa', teaser: 'Cette semaine, laissez-vous tenter.', image: null },
    themes: [
      { id: 'romantic', label: 'Romantique', url: '/fr-fr/idee/romantique' },
      { id: 'wellness', label: 'Bien-être & spa', url: '/fr-fr/idee/bien-etre-spa' },
    ],
  },
};
