import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { importStyled } from "../../test/import-styled";

const { FeatureCard } = await importStyled(() => import("./FeatureCard"));

describe("FeatureCard", () => {
  it("shows the title, description and bullet list", () => {
    const html = renderToStaticMarkup(
      createElement(FeatureCard, {
        title: "Analytics",
        description: "See what works.",
        bullets: ["Delivery reports", "Read rates"],
      }),
    );
    expect(html).toMatch(/^<article [^>]*>/);
    expect(html).toMatch(/<h3 [^>]*>Analytics<\/h3>/);
    expect(html).toMatch(/<p [^>]*>See what works\.<\/p>/);
    expect(
      [...html.matchAll(/<li [^>]*>.*?<span>(.*?)<\/span><\/li>/g)].map(([, text]) => text),
    ).toEqual(["Delivery reports", "Read rates"]);
  });

  it("hides its icon from assistive technology and renders the action in a footer", () => {
    const html = renderToStaticMarkup(
      createElement(FeatureCard, {
        icon: createElement("svg", { "data-icon": "bot" }),
        title: "AI Chatbots",
        titleAs: "h2",
        description: "Answers day and night.",
        action: createElement("a", { href: "/features" }, "Learn more"),
      }),
    );
    expect(html).toMatch(/<span [^>]*aria-hidden="true"[^>]*><svg data-icon="bot"><\/svg><\/span>/);
    expect(html).toMatch(/<h2 [^>]*>AI Chatbots<\/h2>/);
    expect(html).not.toContain("<ul");
    expect(html).toMatch(/<a href="\/features">Learn more<\/a><\/div><\/article>$/);
  });
});
