import type { Metadata } from 'next';
import { getIntl } from '@/i18n/server';
import type { RouteOf } from '@/routing';
import { defineScreen } from '../screen-module';
import { load, type SearchData } from './load';
import { searchMessageGroup } from './message-group';
import { searchPageMessages as m } from './messages';
import { searchTitle } from './title';
import { SearchView } from './view';

function metadata(route: RouteOf<'search'>, data: SearchData): Metadata {
  const intl = getIntl(route.locale);
  const title = searchTitle(intl, data.path, data.labels);
  // A path that matches nothing (an unknown city) is a real page for the visitor, not for an index.
  const indexable = data.results.total > 0;
  return {
    title,
    description: intl.formatMessage(m.description, { title }),
    ...(indexable ? {} : { robots: { index: false, follow: true } }),
  };
}

/** Search results of every flow: `/{site}/{search}`, `/{site}/{city}/{slug}`, `/{site}/{theme}/{slug}`, … */
export const searchScreen = defineScreen({ load, metadata, View: SearchView, messages: [searchMessageGroup] });
