import { http, HttpResponse } from 'msw';
import { addMonths } from '../catalogue/days';
import { getCatalogue } from '../catalogue';
import type { Catalogue, LocaleCode } from '../catalogue/types';
import { imageUrl } from '../images';
import { partnerFromPrice } from '../search/minisite';
import { route } from '../services';
import { contentView } from './catalogue-view';
import { countryOf, euros, langOf, longDate, notFound, readOptionalLocale } from './common';
import { sitePaths } from './paths';

/**
 * GET {cms}/api/cms/minisites/{slug}?locale — the six partner minisites (part 2 §2). Each has
 * its own locale; the locale parameter is accepted but does not change the partner's content.
 */
export interface Partner {
  slug: string;
  partnerName: string;
  locale: LocaleCode;
  /** Who the offer is for, in the partner's language (fits "Offre réservée …"). */
  audience: string;
}

export const PARTNERS: readonly Partner[] = [
  { slug: 'macif', partnerName: 'MACIF', locale: 'fr_FR', audience: 'aux sociétaires MACIF' },
  { slug: 'femmesdaujourdhui', partnerName: "Femmes d'Aujourd'hui", locale: 'fr_BE', audience: "aux lectrices et lecteurs de Femmes d'Aujourd'hui" },
  { slug: 'maxi', partnerName: 'Maxi', locale: 'fr_FR', audience: 'aux lectrices et lecteurs de Maxi' },
  { slug: 'femina', partnerName: 'Femina', locale: 'fr_FR', audience: 'aux lectrices et lecteurs de Femina' },
  { slug: 'lefigaro', partnerName: 'Le Figaro', locale: 'fr_FR', audience: 'aux lecteurs du Figaro' },
  { slug: 'libelle', partnerName: 'Libelle', locale: 'nl_BE', audience: 'de lezeressen en lezers van Libelle' },
];

interface Terms {
  from: string;
  to: string;
  stayEnd: string;
  price: string;
}

const COPY = {
  fr: {
    pageTitle: (name: string) => `Escapade × ${name} – Week-ends à prix privilégiés`,
    metaDescription: (audience: string) =>
      `Offre réservée ${audience} : des week-ends en hôtel avec activités à prix privilégiés, parmi plus de 5000 séjours sélectionnés.`,
    footer: (audience: string, t: Terms) =>
      `Offre réservée ${audience}, valable pour toute réservation effectuée du ${t.from} au ${t.to} inclus, pour un séjour se terminant au plus tard le ${t.stayEnd}, dans la limite des disponibilités. Prix à partir de ${t.price} par nuit pour deux personnes, petit-déjeuner inclus. Offre non cumulable avec d’autres promotions.`,
  },
  nl: {
    pageTitle: (name: string) => `Escapade × ${name} – Weekendjes weg aan voordeelprijzen`,
    metaDescription: (audience: string) =>
      `Exclusief voor ${audience}: weekendjes weg in een hotel met activiteiten aan voordeelprijzen, uit meer dan 5000 geselecteerde arrangementen.`,
    footer: (audience: string, t: Terms) =>
      `Actie voorbehouden aan ${audience}, geldig voor boekingen van ${t.from} tot en met ${t.to}, voor verblijven die uiterlijk op ${t.stayEnd} eindigen, zolang de beschikbaarheid strekt. Prijzen vanaf ${t.price} per nacht voor twee personen, ontbijt inbegrepen. Niet te combineren met andere acties.`,
  },
};

function minisite(request: Request, catalogue: Catalogue, partner: Partner) {
  const lang = langOf(partner.locale) === 'nl' ? 'nl' : 'fr';
  const copy = COPY[lang];
  const path = sitePaths(partner.locale).minisite(partner.slug);
  // Booking window: from today for 3 months, stays until 6 months ahead (relative to the catalogue's today).
  // The starting price is the lowest of the partner's own offers (the stays its page lists).
  const cheapest = partnerFromPrice(catalogue, { slug: partner.slug, country: countryOf(partner.locale) }) ?? (contentView(catalogue).fromPriceByCountry.get(countryOf(partner.locale)) || 8900);
  const terms: Terms = {
    from: longDate(partner.locale, catalogue.today),
    to: longDate(partner.locale, addMonths(catalogue.today, 3)),
    stayEnd: longDate(partner.locale, addMonths(catalogue.today, 6)),
    price: euros(partner.locale, cheapest),
  };
  return {
    minisiteId: partner.slug,
    minisiteUrl: path,
    partnerName: partner.partnerName,
    minisiteLocale: partner.locale,
    bannerUrls: {
      desktop: imageUrl(request, `minisite-${partner.slug}-banner`, '1920x595'),
      mobile: imageUrl(request, `minisite-${partner.slug}-banner`, '750x360'),
    },
    logoUrl: imageUrl(request, `minisite-${partner.slug}-logo`, '120x80'),
    footer: copy.footer(partner.audience, terms),
    meta: {
      canonicalUrl: path,
      metaDescription: copy.metaDescription(partner.audience),
      pageTitle: copy.pageTitle(partner.partnerName),
    },
  };
}

export const minisiteHandlers = [
  http.get(route('cms', '/api/cms/minisites/:slug'), ({ request, params }) => {
    const read = readOptionalLocale(new URL(request.url));
    if ('error' in read) return read.error;
    const partner = PARTNERS.find((item) => item.slug === String(params.slug));
    if (!partner) return notFound(`No minisite ${String(params.slug)}`);
    return HttpResponse.json(minisite(request, getCatalogue(), partner));
  }),
];
