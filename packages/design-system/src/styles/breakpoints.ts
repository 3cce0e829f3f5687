/** Minimum widths (px) of the responsive conditions, mobile first. */
export const breakpoints = { mobile: 0, tablet: 768, desktop: 1024, wide: 1280 } as const;

export type Breakpoint = keyof typeof breakpoints;

export const mediaQuery = {
  tablet: `screen and (min-width: ${breakpoints.tablet}px)`,
  desktop: `screen and (min-width: ${breakpoints.desktop}px)`,
  wide: `screen and (min-width: ${breakpoints.wide}px)`,
} as const;
