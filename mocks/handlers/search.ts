import { http, type HttpHandler } from 'msw';
import { getCatalogue } from '../catalogue';
import {
  beneficiaryBoxFacets,
  beneficiaryBoxOffers,
  beneficiarySingleVoucherFacets,
  beneficiarySingleVoucherOffers,
  boxFacets,
  boxOffers,
  boxOffersPage,
} from '../search/boxes';
import { catalogSearch } from '../search/catalog';
import { destinationsAnswer } from '../search/destinations';
import { answer } from '../search/http';
import { hotelOffers } from '../search/offers';
import { route } from '../services';
import { facetsAnswer, staySearch } from '../search/stay-search';

/**
 * The search area of the simulator (docs/api/search.md): stay/gift search, facets, the
 * activity-only catalogue, a hotel's offers, box and beneficiary offers and facets.
 */
export const searchHandlers: HttpHandler[] = [
  http.post(route('search', '/search.json'), ({ request }) => answer(() => staySearch(getCatalogue(), request))),
  http.get(route('search', '/facets.json'), ({ request }) => answer(() => facetsAnswer(getCatalogue(), request))),
  http.post(route('search', '/catalog/search.json'), ({ request }) => answer(() => catalogSearch(getCatalogue(), request))),
  http.post(route('search', '/offers.json'), ({ request }) => answer(() => hotelOffers(getCatalogue(), request))),
  http.get(route('search', '/destinations.json'), ({ request }) => answer(() => destinationsAnswer(getCatalogue(), request))),

  http.get(route('gateway', '/box-offers/:code'), ({ request, params }) =>
    answer(() => boxOffers(getCatalogue(), request, String(params.code))),
  ),
  http.get(route('gateway', '/box-facets/:code'), ({ request, params }) =>
    answer(() => boxFacets(getCatalogue(), request, String(params.code))),
  ),
  http.get(route('gateway', '/boxes/:boxCode/offers'), ({ request, params }) =>
    answer(() => boxOffersPage(getCatalogue(), request, String(params.boxCode))),
  ),

  http.get(route('origin', '/beneficiary/boxes/offers'), ({ request }) => answer(() => beneficiaryBoxOffers(getCatalogue(), request))),
  http.get(route('origin', '/beneficiary/boxes/facets'), ({ request }) => answer(() => beneficiaryBoxFacets(getCatalogue(), request))),
  http.get(route('origin', '/beneficiary/single-vouchers/offers'), ({ request }) =>
    answer(() => beneficiarySingleVoucherOffers(getCatalogue(), request)),
  ),
  http.get(route('origin', '/beneficiary/single-vouchers/facets'), ({ request }) =>
    answer(() => beneficiarySingleVoucherFacets(getCatalogue(), request)),
  ),
];
