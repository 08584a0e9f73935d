import type { Metadata } from 'next';
import { getIntl } from '@/i18n/server';
import type { RouteOf } from '@/routing';
import { defineScreen } from '../screen-module';
import { load, type IdeasData } from './load';
import { ideasMessages as m } from './messages';
import { IdeasView } from './view';

function metadata(route: RouteOf<'ideas'>, data: IdeasData): Metadata {
  const intl = getIntl(route.locale);
  if (data.kind === 'failed') return { title: intl.formatMessage(m.metaTitle), robots: { index: false, follow: true } };
  return { title: data.page.title, description: data.page.intro ?? intl.formatMessage(m.metaDescription) };
}

/** `/{site}/{ideas}`: the ideas page (failure → 'Oops, something went wrong', still 200). */
export const ideasScreen = defineScreen({ load, metadata, View: IdeasView });
