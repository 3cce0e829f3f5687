import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { importStyled } from "../../test/import-styled";

const { TestimonialCard } = await importStyled(() => import("./TestimonialCard"));

describe("TestimonialCard", () => {
  it("quotes the customer in their language and credits them", () => {
    const html = renderToStaticMarkup(
      createElement(TestimonialCard, {
        name: "Rahul Verma",
        role: "Director, UrbanNest",
        quote: "बहुत बढ़िया सेवा",
        lang: "hi",
      }),
    );
    expect(html).toMatch(/^<figure [^>]*>/);
    expect(html).toMatch(/<blockquote [^>]*lang="hi"[^>]*><p>बहुत बढ़िया सेवा<\/p><\/blockquote>/);
    expect(html).toMatch(/<figcaption [^>]*>.*>Rahul Verma<\/span>.*>Director, UrbanNest<\/span>/);
  });

  it("lazy-loads the photo with a reserved size", () => {
    const html = renderToStaticMarkup(
      createElement(TestimonialCard, {
        name: "Priya",
        role: "Founder",
        quote: "Great",
        image: "/avatars/priya.webp",
      }),
    );
    const image = html.match(/<img [^>]*>/)?.[0] ?? "";
    expect(image).toContain('src="/avatars/priya.webp"');
    expect(image).toContain('alt=""');
    expect(image).toContain('width="48"');
    expect(image).toContain('height="48"');
    expect(image).toContain('loading="lazy"');
  });

  it("shows the customer's initials without a photo", () => {
    const html = renderToStaticMarkup(
      createElement(TestimonialCard, { name: "Sneha Kulkarni", role: "Manager", quote: "Great" }),
    );
    expect(html).not.toContain("<img");
    expect(html).toContain(">SK</span>");
  });
});
