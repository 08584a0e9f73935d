import type { IntlShape } from 'react-intl/server';
import type { PlaceLabels } from './place-labels.server';
import type { PathCriteria } from './page-criteria';
import { AREA_NAME_SLOT } from './area-heading';
import { searchPageMessages as m } from './messages';

/** The page's heading and document title, from the flow and the path's city and theme. */
export function searchTitle(intl: IntlShape, path: PathCriteria, labels: PlaceLabels): string {
  const city = labels.city?.label;
  const theme = labels.theme?.label;
  switch (path.flow) {
    case 'gifting':
      return city ? intl.formatMessage(m.titleGiftingCity, { city }) : intl.formatMessage(m.titleGifting);
    case 'activity':
      return city ? intl.formatMessage(m.titleActivityCity, { city }) : intl.formatMessage(m.titleActivity);
    case 'hotel':
      return intl.formatMessage(m.titleHotel);
    case 'box':
      return intl.formatMessage(m.titleBox);
    case 'beneficiary':
      return intl.formatMessage(m.titleBeneficiary);
    default:
      if (city && theme) return intl.formatMessage(m.titleCityTheme, { city, theme });
      if (city) return intl.formatMessage(m.titleCity, { city });
      if (theme) return intl.formatMessage(m.titleTheme, { theme });
      return intl.formatMessage(m.titleAll);
  }
}

/**
 * The heading of the same flow and theme for a named place, with AREA_NAME_SLOT for its name; null
 * for the flows whose heading names no place (hotel, box, beneficiary).
 */
export function searchAreaTitleTemplate(intl: IntlShape, path: PathCriteria, labels: PlaceLabels): string | null {
  switch (path.flow) {
    case 'hotel':
    case 'box':
    case 'beneficiary':
      return null;
    default:
      return searchTitle(intl, path, { ...labels, city: { id: AREA_NAME_SLOT, slug: AREA_NAME_SLOT, label: AREA_NAME_SLOT } });
  }
}
