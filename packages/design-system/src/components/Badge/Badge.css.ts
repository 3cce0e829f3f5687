import { recipe } from "@vanilla-extract/recipes";
import { vars } from "../../styles/contract.css";

const { background: bg, foreground: fg } = vars.color;

const soft = (background: string, color: string) => ({ background, color });

export const badge = recipe({
  base: {
    display: "inline-flex",
    alignItems: "center",
    gap: vars.space.xxsmall,
    paddingInline: vars.space.xsmall,
    paddingBlock: 2,
    borderRadius: vars.radius.full,
    border: "1px solid transparent",
    fontSize: vars.text.xsmall.fontSize,
    lineHeight: vars.text.xsmall.lineHeight,
    fontWeight: vars.font.weight.semibold,
    whiteSpace: "nowrap",
    verticalAlign: "middle",
  },
  variants: {
    tone: {
      brand: {},
      critical: {},
      positive: {},
      caution: {},
      info: {},
      promote: {},
      neutral: {},
    },
    variant: { soft: {}, solid: {}, outline: { background: "transparent" } },
  },
  compoundVariants: [
    { variants: { tone: "brand", variant: "soft" }, style: soft(bg.brandSoft, fg.brand) },
    { variants: { tone: "critical", variant: "soft" }, style: soft(bg.criticalSoft, fg.critical) },
    { variants: { tone: "positive", variant: "soft" }, style: soft(bg.positiveSoft, fg.positive) },
    { variants: { tone: "caution", variant: "soft" }, style: soft(bg.cautionSoft, fg.caution) },
    { variants: { tone: "info", variant: "soft" }, style: soft(bg.infoSoft, fg.info) },
    { variants: { tone: "promote", variant: "soft" }, style: soft(bg.promoteSoft, fg.promote) },
    { variants: { tone: "neutral", variant: "soft" }, style: soft(bg.neutralSoft, fg.neutral) },
    { variants: { tone: "brand", variant: "solid" }, style: soft(bg.brand, fg.onBrand) },
    { variants: { tone: "critical", variant: "solid" }, style: soft(bg.critical, fg.onTone) },
    { variants: { tone: "positive", variant: "solid" }, style: soft(bg.positive, fg.onTone) },
    { variants: { tone: "caution", variant: "solid" }, style: soft(bg.caution, fg.onCaution) },
    { variants: { tone: "info", variant: "solid" }, style: soft(bg.info, fg.onTone) },
    { variants: { tone: "promote", variant: "solid" }, style: soft(bg.promote, fg.onTone) },
    { variants: { tone: "neutral", variant: "solid" }, style: soft(bg.neutral, fg.onTone) },
    {
      variants: { tone: "brand", variant: "outline" },
      style: { color: fg.brand, borderColor: "currentColor" },
    },
    {
      variants: { tone: "critical", variant: "outline" },
      style: { color: fg.critical, borderColor: "currentColor" },
    },
    {
      variants: { tone: "positive", variant: "outline" },
      style: { color: fg.positive, borderColor: "currentColor" },
    },
    {
      variants: { tone: "caution", variant: "outline" },
      style: { color: fg.caution, borderColor: "currentColor" },
    },
    {
      variants: { tone: "info", variant: "outline" },
      style: { color: fg.info, borderColor: "currentColor" },
    },
    {
      variants: { tone: "promote", variant: "outline" },
      style: { color: fg.promote, borderColor: "currentColor" },
    },
    {
      variants: { tone: "neutral", variant: "outline" },
      style: { color: fg.secondary, borderColor: "currentColor" },
    },
  ],
  defaultVariants: { tone: "neutral", variant: "soft" },
});
