export { fetchBoxDetail, boxDetailOrNull, fetchBoxes } from './calls';
export { boxPromo, includedContentLines } from './reshape';
