/** The search box island (client components) and its pure rules. */
export { SearchBox, type SearchBoxProps } from './search-box';
export { MobileSearchModal, type MobileSearchModalProps } from './mobile-search-modal';
export type { SearchFormInitial, SearchFormProps } from './search-form';
