export { fetchActivityOnlyDetail, fetchActivityImages } from './calls';
