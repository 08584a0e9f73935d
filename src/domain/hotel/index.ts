/** Pure rules of the hotel page (part 2 §2, §4, §9). */
export * from './hotel-dates';
export * from './hotel-sections';
export * from './hotel-calendar';
