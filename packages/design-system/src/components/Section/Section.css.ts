import { styleVariants } from "@vanilla-extract/css";
import { mediaQuery } from "../../styles/breakpoints";
import { vars } from "../../styles/contract.css";

const { background: bg, foreground: fg } = vars.color;

export const tone = styleVariants({
  default: { background: bg.body, color: fg.neutral },
  tinted: { background: bg.surfaceSunken, color: fg.neutral },
  brand: { background: bg.brandSoft, color: fg.neutral },
});

const rhythm = (mobile: keyof typeof vars.space, desktop: keyof typeof vars.space) => ({
  paddingBlock: vars.space[mobile],
  "@media": { [mediaQuery.desktop]: { paddingBlock: vars.space[desktop] } },
});

export const spacing = styleVariants({
  none: { paddingBlock: 0 },
  small: rhythm("large", "xlarge"),
  medium: rhythm("xlarge", "xxlarge"),
  large: rhythm("xxlarge", "huge"),
});
