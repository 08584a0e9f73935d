export { fetchActivityOnlyDetail, fetchActivityImages } from './calls';
export { ACTIVITY_PROMO_THRESHOLD } from './reshape';
