import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { resolve } from '@/routing/resolve';
import * as home from '@/screens/home';

type Props = { params: Promise<{ slug?: string[] }> };

async function routeOf(props: Props) {
  const { slug = [] } = await props.params;
  return resolve(slug);
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const route = await routeOf(props);
  return route ? home.metadata(route) : {};
}

export default async function CatchAllPage(props: Props) {
  const route = await routeOf(props);
  if (!route) notFound();
  const data = await home.load(route);
  return <home.View route={route} data={data} />;
}
