import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { resolve } from '@/routing/resolve';
import * as home from '@/screens/home';

type Props = { params: Promise<{ slug?: string[] }> };

/** Screens built so far; every other route answers 404 until its issue lands. */
async function homeRouteOf(props: Props) {
  const { slug = [] } = await props.params;
  const route = resolve(slug);
  return route?.screen === 'home' ? route : null;
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const route = await homeRouteOf(props);
  return route ? home.metadata(route) : {};
}

export default async function CatchAllPage(props: Props) {
  const route = await homeRouteOf(props);
  if (!route) notFound();
  const data = await home.load(route);
  return <home.View route={route} data={data} />;
}
