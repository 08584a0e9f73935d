import type { HttpHandler } from 'msw';
import { careHandlers } from '../care/handlers';
import { autocompleteHandlers } from '../content/autocomplete';
import { bannerHandlers } from '../content/banners';
import { boxBlockHandlers } from '../content/box-blocks';
import { homepageHandlers } from '../content/cms-homepage';
import { crmHandlers } from '../content/crm';
import { dateShortcutHandlers } from '../content/date-shortcuts';
import { editorialHandlers } from '../content/editorial';
import { errorHandlers } from '../content/errors';
import { menuHandlers } from '../content/menu';
import { minisiteHandlers } from '../content/minisites';
import { pageIndexHandlers } from '../content/page-index';
import { pageHandlers } from '../content/pages';

/** CMS, content pages, ideas, landings, articles, minisites, autocomplete, CRM, error report, client log. */
export const contentHandlers: HttpHandler[] = [
  ...homepageHandlers,
  ...bannerHandlers,
  ...menuHandlers,
  ...dateShortcutHandlers,
  ...boxBlockHandlers,
  ...pageHandlers,
  ...pageIndexHandlers,
  ...editorialHandlers,
  ...minisiteHandlers,
  ...autocompleteHandlers,
  ...crmHandlers,
  ...errorHandlers,
  // The simulated Google sign-in of the customer-care host (not a travel-API service).
  ...careHandlers,
];
