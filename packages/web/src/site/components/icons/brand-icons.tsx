import type { ReactNode, SVGProps } from "react";

export interface BrandIconProps extends SVGProps<SVGSVGElement> {
  /** Width and height, in px or any CSS length. @default 24 */
  size?: number | string;
}

/**
 * Outline brand marks in the same 24 px grid, stroke and API as lucide-react's icons (which no
 * longer ship brand logos), so they work with the design system's `Icon`.
 */
function strokeIcon(displayName: string, paths: ReactNode) {
  function BrandIcon({ size = 24, ...props }: BrandIconProps) {
    return (
      <svg
        xmlns="http://www.w3.org/2000/svg"
        width={size}
        height={size}
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
        {...props}
      >
        {paths}
      </svg>
    );
  }
  BrandIcon.displayName = displayName;
  return BrandIcon;
}

export const FacebookIcon = /* @__PURE__ */ strokeIcon(
  "FacebookIcon",
  <path d="M18 2h-3a5 5 0 0 0-5 5v3H7v4h3v8h4v-8h3l1-4h-4V7a1 1 0 0 1 1-1h3z" />,
);

export const InstagramIcon = /* @__PURE__ */ strokeIcon(
  "InstagramIcon",
  <>
    <rect width="20" height="20" x="2" y="2" rx="5" ry="5" />
    <path d="M16 11.37A4 4 0 1 1 12.63 8 4 4 0 0 1 16 11.37z" />
    <path d="M17.5 6.5h.01" />
  </>,
);

export const YouTubeIcon = /* @__PURE__ */ strokeIcon(
  "YouTubeIcon",
  <>
    <path d="M2.5 17a24.12 24.12 0 0 1 0-10 2 2 0 0 1 1.4-1.4 49.56 49.56 0 0 1 16.2 0A2 2 0 0 1 21.5 7a24.12 24.12 0 0 1 0 10 2 2 0 0 1-1.4 1.4 49.55 49.55 0 0 1-16.2 0A2 2 0 0 1 2.5 17" />
    <path d="m10 15 5-3-5-3z" />
  </>,
);

export const XIcon = /* @__PURE__ */ strokeIcon(
  "XIcon",
  <>
    <path d="M4 4l11.733 16H20L8.267 4z" />
    <path d="M4 20l6.768-6.768m2.46-2.46L20 4" />
  </>,
);

export const WhatsAppIcon = /* @__PURE__ */ strokeIcon(
  "WhatsAppIcon",
  <>
    <path d="M3 21l1.65-3.8a9 9 0 1 1 3.4 2.9L3 21" />
    <path d="M9 10a.5 .5 0 0 0 1 0V9a.5 .5 0 0 0-1 0v1a5 5 0 0 0 5 5h1a.5 .5 0 0 0 0-1h-1a.5 .5 0 0 0 0 1" />
  </>,
);
