/**
 * The photo gallery of the product and hotel pages (server component; its slideshow is a client
 * island loaded on first use). Client code imports the island by path, not through this barrel.
 */
export { Gallery, type GalleryProps } from './gallery';
export { galleryMessageGroup } from './message-group';
export { GRID_COUNT, DESKTOP_EAGER_SLIDES, type GalleryPicture } from './gallery-images';
