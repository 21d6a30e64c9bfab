import { describe, expect, it } from "vitest";
import { clientAddress, PEER_ADDRESS_HEADER, trustedProxyCount } from "@/lib/auth/client-address";

describe("who is asking, by address", () => {
  it("is the connection's own address when no proxy is trusted, whatever forwarded headers say", () => {
    const headers = { [PEER_ADDRESS_HEADER]: "203.0.113.7", "x-forwarded-for": "10.1.1.1", "x-real-ip": "10.2.2.2" };
    expect(clientAddress(headers, 0)).toBe("203.0.113.7");
  });

  it("behind one trusted proxy, is the address that proxy added, not what the client put before it", () => {
    const headers = { [PEER_ADDRESS_HEADER]: "10.0.0.2", "x-forwarded-for": "10.1.1.1, 198.51.100.9" };
    expect(clientAddress(headers, 1)).toBe("198.51.100.9");
    expect(clientAddress({ ...headers, "x-forwarded-for": "198.51.100.9" }, 1)).toBe("198.51.100.9");
  });

  it("behind two trusted proxies, skips both of their entries and no more", () => {
    const headers = { [PEER_ADDRESS_HEADER]: "10.0.0.3", "x-forwarded-for": "1.1.1.1, 198.51.100.9, 10.0.0.2" };
    expect(clientAddress(headers, 2)).toBe("198.51.100.9");
  });

  it("is the same person over IPv4 and IPv4-in-IPv6", () => {
    expect(clientAddress({ [PEER_ADDRESS_HEADER]: "::ffff:192.0.2.4" }, 0)).toBe("192.0.2.4");
  });

  it("counts an IPv6 address by its /64 network, which one household can pick any address in", () => {
    const a = clientAddress({ [PEER_ADDRESS_HEADER]: "2001:db8:aa:bb:1:2:3:4" }, 0);
    const b = clientAddress({ [PEER_ADDRESS_HEADER]: "2001:0db8:00aa:00bb:ffff::9" }, 0);
    expect(a).toBe("2001:db8:aa:bb::/64");
    expect(b).toBe(a);
    expect(clientAddress({ [PEER_ADDRESS_HEADER]: "2001:db8:aa:bc::1" }, 0)).toBe("2001:db8:aa:bc::/64");
    expect(clientAddress({ [PEER_ADDRESS_HEADER]: "::1" }, 0)).toBe("0:0:0:0::/64");
    expect(clientAddress({ [PEER_ADDRESS_HEADER]: "fe80::1%eth0" }, 0)).toBe("fe80:0:0:0::/64");
  });

  it("is 'unknown' when the server stamped no address", () => {
    expect(clientAddress({ "x-forwarded-for": "10.1.1.1" }, 0)).toBe("unknown");
  });

  it("reads TRUST_PROXY as a count of proxies, and anything else as none", () => {
    expect(trustedProxyCount("1")).toBe(1);
    expect(trustedProxyCount("2")).toBe(2);
    for (const value of [undefined, "", "0", "true", "yes", "-1", "1.5"]) expect(trustedProxyCount(value)).toBe(0);
  });
});
