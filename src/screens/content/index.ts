import type { Metadata } from 'next';
import { contentMessages as m } from '@/components/content/messages';
import { firstParagraphText } from '@/components/content/rich-content';
import { getIntl } from '@/i18n/server';
import { defineScreen } from '../screen-module';
import { load, type ContentData } from './load';
import { ContentView } from './view';

function metadata(route: Parameters<typeof load>[0], data: ContentData): Metadata {
  if (data.kind === 'unavailable') {
    // A transient failure must not be indexed as the page's content.
    return { title: getIntl(route.locale).formatMessage(m.unavailableTitle), robots: { index: false, follow: true } };
  }
  const page = data.data;
  const description = page.description ?? firstParagraphText(page.content);
  return { title: page.title, ...(description ? { description } : {}) };
}

/** `/{site}/{id}`: static content page (unknown id → 404; upstream failure → error section). */
export const contentScreen = defineScreen({ load, metadata, View: ContentView });
