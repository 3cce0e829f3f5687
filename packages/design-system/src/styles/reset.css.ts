import { globalStyle } from "@vanilla-extract/css";
import { vars } from "./contract.css";

// A small reset: components set their own spacing, so default margins only get in the way.
globalStyle("*, *::before, *::after", { boxSizing: "border-box" });

globalStyle("html", {
  WebkitTextSizeAdjust: "100%",
  textSizeAdjust: "100%",
  WebkitFontSmoothing: "antialiased",
  MozOsxFontSmoothing: "grayscale",
});

globalStyle("body", {
  margin: 0,
  minHeight: "100vh",
  background: vars.color.background.body,
  color: vars.color.foreground.neutral,
  fontFamily: vars.font.family.body,
  fontSize: vars.text.standard.fontSize,
  lineHeight: vars.text.standard.lineHeight,
  fontWeight: vars.font.weight.regular,
});

globalStyle("h1, h2, h3, h4, h5, h6, p, figure, blockquote, dl, dd, ul, ol", { margin: 0 });
globalStyle("ul[role='list'], ol[role='list']", { listStyle: "none", padding: 0 });
globalStyle("img, svg, video", { display: "block", maxWidth: "100%" });
globalStyle("input, button, textarea, select", { font: "inherit", color: "inherit" });
globalStyle("button", { cursor: "pointer" });
globalStyle("button:disabled", { cursor: "not-allowed" });
globalStyle(":focus-visible", {
  outline: `${vars.focusRing.width} solid ${vars.color.border.focus}`,
  outlineOffset: "2px",
});
