/** The search box island (client components) and its pure rules. */
export { SearchBox } from './search-box';
export { MobileSearchModal, type MobileSearchModalProps } from './mobile-search-modal';
export { SearchForm, type SearchFormProps } from './search-form';
