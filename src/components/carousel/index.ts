export { Carousel, type CarouselProps, type CarouselSlide } from './carousel';
export { carouselMessageGroup } from './message-group';
