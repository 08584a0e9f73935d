import { MobileSearchModal } from '@/components/search-box';
import { Shell } from '@/components/shell/shell';
import type { RouteOf } from '@/routing';
import type { ScreenContext } from '../screen-module';
import { HomePage } from './home-page';
import type { HomeData } from './load';

/** The home page in the application shell; the header's mobile search opens the same search modal. */
export function View({ route, data, context }: { route: RouteOf<'home'>; data: HomeData; context: ScreenContext }) {
  return (
    <Shell
      route={route}
      context={context}
      pageKind="home"
      flow={data.flow}
      announcementBanner={data.announcementBanner}
      promoBar={data.promoBar}
      headerSearch={<MobileSearchModal locale={route.locale} flow={data.flow} trigger="icon" />}>
      <HomePage route={route} data={data} context={context} />
    </Shell>
  );
}
