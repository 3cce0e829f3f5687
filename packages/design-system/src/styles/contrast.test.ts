import { describe, expect, it } from "vitest";
import { contrastRatio } from "./contrast";
import {
  brandPalette,
  type ColorTokens,
  darkColors,
  lightColors,
  textOnBackgroundPairs,
  uiOnBackgroundPairs,
} from "./tokens";

const themes: Array<[string, ColorTokens]> = [
  ["light", lightColors],
  ["dark", darkColors],
];

describe("contrast helpers", () => {
  it("matches known WCAG ratios", () => {
    expect(contrastRatio("#000000", "#ffffff")).toBeCloseTo(21, 5);
    expect(contrastRatio("#ffffff", "#ffffff")).toBeCloseTo(1, 5);
    expect(contrastRatio("#767676", "#ffffff")).toBeCloseTo(4.54, 2);
  });
});

describe.each(themes)("%s theme", (_name, colors) => {
  it.each(textOnBackgroundPairs)(
    "$text text on $background background reaches 4.5:1 (WCAG AA)",
    ({ text, background }) => {
      expect(
        contrastRatio(colors.foreground[text], colors.background[background]),
      ).toBeGreaterThanOrEqual(4.5);
    },
  );

  it.each(uiOnBackgroundPairs)(
    "$border outline on $background background reaches 3:1 (WCAG 1.4.11)",
    ({ border, background }) => {
      expect(
        contrastRatio(colors.border[border], colors.background[background]),
      ).toBeGreaterThanOrEqual(3);
    },
  );

  it("builds the brand tones from the brand palette", () => {
    const brandTones = [colors.background.brand, colors.background.accent, colors.border.brand].map(
      (c) => c.toUpperCase(),
    );
    const palette = Object.values(brandPalette).map((c) => c.toUpperCase());
    expect(brandTones.some((c) => palette.includes(c))).toBe(true);
  });
});
