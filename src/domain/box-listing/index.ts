export * from './ranking';
export * from './listing';
export * from './landing-sections';
