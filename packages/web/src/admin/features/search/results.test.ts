import { describe, expect, it } from "vitest";
import { toSearchResults } from "./results";

describe("toSearchResults", () => {
  it("groups the hits by kind, each leading to the page that shows it", () => {
    const results = toSearchResults({
      businesses: [
        {
          id: "b1",
          name: "Spice Route Kitchen",
          whatsappNumber: "+919876543210",
          status: "active",
        },
      ],
      apiConfigs: [
        {
          id: "c1",
          businessName: "Spice Route Kitchen",
          provider: "whatsapp-cloud",
          phoneNumberId: null,
        },
      ],
      contactMessages: [
        {
          id: "m1",
          name: "Meera Joshi",
          email: "meera@example.in",
          subject: "Spice pricing",
          status: "unread",
        },
      ],
    });
    expect(results).toEqual([
      {
        id: "business-b1",
        group: "Businesses",
        label: "Spice Route Kitchen",
        description: "+919876543210 · Active",
        href: "/admin/businesses/b1",
      },
      {
        id: "api-config-c1",
        group: "API configurations",
        label: "whatsapp-cloud API",
        description: "Spice Route Kitchen",
        href: "/admin/api-configs?view=c1",
      },
      {
        id: "message-m1",
        group: "Messages",
        label: "Spice pricing",
        description: "Meera Joshi · meera@example.in · Unread",
        href: "/admin/messages?search=meera%40example.in&view=m1",
      },
    ]);
  });
});
