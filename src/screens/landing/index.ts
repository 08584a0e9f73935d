import type { Metadata } from 'next';
import { contentMessages } from '@/components/content/messages';
import { getIntl } from '@/i18n/server';
import type { RouteOf } from '@/routing';
import { defineScreen } from '../screen-module';
import { load, type LandingData } from './load';
import { LandingView } from './view';

function metadata(route: RouteOf<'landing'>, data: LandingData): Metadata {
  if (data.kind === 'unavailable') {
    return { title: getIntl(route.locale).formatMessage(contentMessages.unavailableTitle), robots: { index: false, follow: true } };
  }
  const { seo } = data.data;
  // The CMS writes the whole title (brand included), so the layout's template is not applied.
  return { title: { absolute: seo.title }, ...(seo.description ? { description: seo.description } : {}) };
}

/** `/{site}/{landing}/{slug}`: data-driven landing (unknown slug → 404). */
export const landingScreen = defineScreen({ load, metadata, View: LandingView });
