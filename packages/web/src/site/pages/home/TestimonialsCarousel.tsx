import { Carousel } from "@aizapy/design-system";
import { TestimonialCard } from "../../components/TestimonialCard";
import { testimonialRotationMs, testimonials } from "../../content/testimonials";
import { defineIsland } from "../../islands/define-island";

/**
 * Eight testimonials, one highlighted in turn every 5 seconds (wrapping after the eighth), or the
 * one chosen with its indicator dot.
 */
export function TestimonialsCarousel() {
  return (
    <Carousel
      label="Customer testimonials"
      items={testimonials}
      interval={testimonialRotationMs}
      getKey={(testimonial) => testimonial.name}
      slideLabel={(index, count) => `Testimonial ${index + 1} of ${count}`}
      dotLabel={(index) => `Highlight testimonial ${index + 1}`}
      renderItem={(testimonial, { isActive }) => (
        <TestimonialCard
          name={testimonial.name}
          role={testimonial.role}
          image={testimonial.image.src}
          quote={testimonial.quote}
          lang={testimonial.lang}
          highlighted={isActive}
        />
      )}
    />
  );
}

export const testimonialsIsland = defineIsland("testimonials", TestimonialsCarousel);
