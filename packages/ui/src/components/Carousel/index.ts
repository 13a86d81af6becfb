export { Carousel } from './Carousel';
export type { CarouselProps, CarouselSlidesPerView } from './Carousel';
