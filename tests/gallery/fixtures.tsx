import type { ReactElement } from 'react';
import { galleryMessageGroup } from '@/components/gallery/message-group';
import type { Image } from '@/domain/model/product';
import type { Locale } from '@/domain/model/locale';
import { renderIsland } from '../search-box/render';

const SIZE_NAMES = ['120_80', '640_360', '750_360', '960_540', '1920_595', '1920_880'];

/** A picture as the API reshaper gives it, in the six size sets. */
export function image(key: string, { alt = `Vue ${key}`, legend = alt as string | null } = {}): Image {
  return {
    url: `http://127.0.0.1/images/${key}/960x540.png`,
    sizes: Object.fromEntries(SIZE_NAMES.map((name) => [name, `http://127.0.0.1/images/${key}/${name.replace('_', 'x')}.png`])),
    alt,
    legend,
  };
}

export const images = (count: number) => Array.from({ length: count }, (_, position) => image(`p${position + 1}`));

/** Renders the server gallery (a plain function component) as its page does: islands inside react-intl. */
export function renderGallery(ui: ReactElement, locale: Locale = 'fr_FR') {
  return renderIsland(ui, locale, [galleryMessageGroup]);
}
