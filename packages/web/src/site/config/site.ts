/** The public site's identity: used for canonical URLs, Open Graph tags and the sitemap. */
export const site = {
  name: "Ai Zapy",
  /** Canonical origin of the public site (no trailing slash). */
  url: "https://aizapy.com",
  locale: "en_IN",
  /** Self-hosted Open Graph image (public/og-image.jpg), 1200 × 630. */
  ogImage: {
    path: "/og-image.jpg",
    width: 1200,
    height: 630,
    alt: "Ai Zapy — WhatsApp Business API",
  },
  /** Shown in the browser UI on phones; the brand's dark WhatsApp teal. */
  themeColor: "#075E54",
} as const;

/** An absolute URL on the public site for a path such as `/pricing`. */
export function absoluteUrl(path: string): string {
  return path === "/" ? `${site.url}/` : `${site.url}${path}`;
}
