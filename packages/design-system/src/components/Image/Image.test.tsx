import { describe, expect, it } from "vitest";
import { page } from "vitest/browser";
import { render } from "vitest-browser-react";
import { Image } from "./Image";

const src = "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' width='4' height='3'/%3E";

describe("Image", () => {
  it("is lazy, async-decoded and reserves its size", async () => {
    await render(<Image src={src} alt="Team" width={640} height={360} />);
    const image = page.getByRole("img", { name: "Team" });
    await expect.element(image).toHaveAttribute("loading", "lazy");
    await expect.element(image).toHaveAttribute("decoding", "async");
    await expect.element(image).toHaveAttribute("width", "640");
    await expect.element(image).toHaveAttribute("height", "360");
  });

  it("loads eagerly with high priority above the fold", async () => {
    await render(<Image src={src} alt="Hero" width={4} height={3} priority />);
    const image = page.getByRole("img", { name: "Hero" });
    await expect.element(image).toHaveAttribute("loading", "eager");
    await expect.element(image).toHaveAttribute("fetchpriority", "high");
  });
});
