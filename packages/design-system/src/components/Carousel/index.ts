export { Carousel, type CarouselProps, type CarouselSlideState } from "./Carousel";
export { useCarousel, type UseCarouselOptions } from "./useCarousel";
