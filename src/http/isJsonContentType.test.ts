import { describe, expect, it } from "vitest";
import { isJsonContentType } from "./isJsonContentType.js";

describe("isJsonContentType", () => {
  it.each(["application/json", "Application/JSON", "application/json; charset=utf-8", "application/json;charset=UTF-8", 'application/json; charset="utf-8"'])(
    "accepts %s",
    (value) => {
      expect(isJsonContentType(value)).toBe(true);
    },
  );

  it.each([null, "", "text/plain", "application/jsonp", "application/x-www-form-urlencoded", "application/json; charset=latin1", "application/json; boundary=x"])(
    "refuses %s",
    (value) => {
      expect(isJsonContentType(value)).toBe(false);
    },
  );
});
