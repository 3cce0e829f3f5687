import { describe, expect, it } from "vitest";
import { page } from "vitest/browser";
import { render } from "vitest-browser-react";
import { TestimonialCard } from "./TestimonialCard";

describe("TestimonialCard", () => {
  it("quotes the customer in their language and credits them", async () => {
    await render(
      <TestimonialCard
        name="Rahul Verma"
        role="Director, UrbanNest"
        quote="बहुत बढ़िया सेवा"
        lang="hi"
      />,
    );
    const figure = page.getByRole("figure");
    await expect.element(figure.getByText("बहुत बढ़िया सेवा")).toBeInTheDocument();
    expect(
      page.getByText("बहुत बढ़िया सेवा").element().closest("blockquote")?.getAttribute("lang"),
    ).toBe("hi");
    await expect.element(figure.getByText("Rahul Verma")).toBeInTheDocument();
    await expect.element(figure.getByText("Director, UrbanNest")).toBeInTheDocument();
  });

  it("lazy-loads the photo with a reserved size", async () => {
    await render(
      <TestimonialCard
        name="Priya"
        role="Founder"
        quote="Great"
        image="data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg'/%3E"
      />,
    );
    const image = page.getByRole("figure").element().querySelector("img");
    expect(image?.getAttribute("loading")).toBe("lazy");
    expect(image?.getAttribute("width")).toBe("48");
  });
});
