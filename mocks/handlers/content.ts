import type { HttpHandler } from 'msw';
import { autocompleteHandlers } from '../content/autocomplete';
import { bannerHandlers } from '../content/banners';
import { boxBlockHandlers } from '../content/box-blocks';
import { homepageHandlers } from '../content/cms-homepage';
import { crmHandlers } from '../content/crm';
import { editorialHandlers } from '../content/editorial';
import { errorHandlers } from '../content/errors';
import { minisiteHandlers } from '../content/minisites';
import { pageHandlers } from '../content/pages';

/** CMS, content pages, ideas, landings, articles, minisites, autocomplete, CRM, error report, client log. */
export const contentHandlers: HttpHandler[] = [
  ...homepageHandlers,
  ...bannerHandlers,
  ...boxBlockHandlers,
  ...pageHandlers,
  ...editorialHandlers,
  ...minisiteHandlers,
  ...autocompleteHandlers,
  ...crmHandlers,
  ...errorHandlers,
];
