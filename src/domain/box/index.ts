export * from './box-format';
export * from './box-price';
export * from './box-stays-paging';
export * from './box-map-view';
