export { load, type HomeData } from './load';
export { metadata } from './metadata';
export { View } from './view';
