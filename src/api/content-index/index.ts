export { fetchContentPageIndex, type ContentPageEntry } from './calls';
