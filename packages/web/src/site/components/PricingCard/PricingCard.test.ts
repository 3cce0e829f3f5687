import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { importStyled } from "../../test/import-styled";

const { PricingCard } = await importStyled(() => import("./PricingCard"));

describe("PricingCard", () => {
  it("shows name, price, period and the call to action", () => {
    const html = renderToStaticMarkup(
      createElement(PricingCard, {
        name: "Basic",
        price: "₹6,999",
        period: "/year",
        cta: createElement("a", { href: "/signup" }, "Get Started"),
      }),
    );
    expect(html).toMatch(/^<article [^>]*>/);
    expect(html).toMatch(/<h3 [^>]*>Basic<\/h3>/);
    expect(html).toMatch(/<span [^>]*>₹6,999<\/span><span [^>]*>\/year<\/span><\/p>/);
    expect(html).toContain('<a href="/signup">Get Started</a>');
    expect(html).not.toContain("Most popular");
  });

  it("renders no period for custom prices and a ribbon when highlighted", () => {
    const html = renderToStaticMarkup(
      createElement(PricingCard, {
        name: "Enterprise",
        price: "Custom",
        period: "",
        cta: createElement("button", null, "Talk to us"),
        highlighted: true,
        highlightLabel: "Recommended",
      }),
    );
    expect(html).toMatch(/>Recommended<\/span>/);
    expect(html).toMatch(/<span [^>]*>Custom<\/span><\/p>/);
  });

  it("lists what is included with decorative checks, under the heading level asked for", () => {
    const html = renderToStaticMarkup(
      createElement(PricingCard, {
        name: "Pro",
        titleAs: "h2",
        price: "₹11,999",
        features: ["Unlimited users", "AI CRM"],
        cta: createElement("a", { href: "/signup" }, "Get Started"),
      }),
    );
    expect(html).toMatch(/<h2 [^>]*>Pro<\/h2>/);
    const items = [...html.matchAll(/<li [^>]*>(.*?)<\/li>/g)].map(([, item]) => item);
    expect(items.map((item) => item?.replace(/<svg.*?<\/svg>/, ""))).toEqual([
      "<span>Unlimited users</span>",
      "<span>AI CRM</span>",
    ]);
    expect(items.every((item) => item?.includes('aria-hidden="true"'))).toBe(true);
  });
});
