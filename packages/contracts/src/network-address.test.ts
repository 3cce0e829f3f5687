import { describe, expect, it } from "vitest";
import { addressNetwork } from "./network-address.ts";

describe("addressNetwork", () => {
  it("counts an IPv4 client by its address", () => {
    expect(addressNetwork("203.0.113.7")).toBe("203.0.113.7");
    expect(addressNetwork("::ffff:203.0.113.7")).toBe("203.0.113.7");
    expect(addressNetwork("::ffff:cb00:7107")).toBe("203.0.113.7");
  });

  it("counts every IPv6 address of one /64 as one client, however it is written", () => {
    const one = [
      "2001:db8:1:2::1",
      "2001:0db8:0001:0002:ffff:ffff:ffff:ffff",
      "2001:DB8:1:2:a:b:c:d",
      "2001:db8:1:2::1%eth0",
    ].map(addressNetwork);
    expect(new Set(one)).toEqual(new Set(["2001:db8:1:2::/64"]));
    expect(addressNetwork("2001:db8:1:3::1")).not.toBe(one[0]);
    expect(addressNetwork("::1")).toBe("0:0:0:0::/64");
  });
});
