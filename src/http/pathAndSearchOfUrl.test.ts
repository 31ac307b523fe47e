import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { pathAndSearchOfUrl } from "./pathAndSearchOfUrl.js";

/** What `new URL` says, the reference the string search must agree with. */
function parsed(url: string) {
  const value = new URL(url);
  return { path: value.pathname, search: value.search.slice(1) };
}

describe("pathAndSearchOfUrl", () => {
  it.each([
    "http://localhost/v1/individualHealthcarePolicy/quote",
    "http://localhost/v1/individualHealthcarePolicy/quote?explain=true&movement=x",
    "https://example.com:8443/a/b?",
    "http://localhost/?#",
    "http://localhost/a#frag?notQuery",
    "http://localhost/a?q=1#frag?x",
    "http://[::1]:8080/p?x=%20y",
    "http://localhost/%2Fencoded/%3F?a=b",
  ])("agrees with new URL on %s", (url) => {
    expect(pathAndSearchOfUrl(new Request(url).url)).toEqual(parsed(url));
  });

  it("parses another scheme with new URL", () => {
    expect(pathAndSearchOfUrl("file:///tmp/a?b=c")).toEqual({ path: "/tmp/a", search: "b=c" });
  });

  it("agrees with new URL on any web URL a Request carries", () => {
    fc.assert(
      fc.property(fc.webUrl({ withQueryParameters: true, withFragments: true }), (url) => {
        const serialized = new Request(url).url;
        expect(pathAndSearchOfUrl(serialized)).toEqual(parsed(serialized));
      }),
      { numRuns: 500 },
    );
  });
});
