import { describe, expect, it } from "vitest";
import { centsToInput, parseFundingAmount } from "./funding-amount";

describe("a typed funding amount", () => {
  it("becomes whole cents without a float's rounding", () => {
    expect(parseFundingAmount("1234.56")).toBe(123_456);
    expect(parseFundingAmount("0.29")).toBe(29);
    expect(parseFundingAmount("1,200")).toBe(120_000);
    expect(parseFundingAmount(" 7.5 ")).toBe(750);
  });

  it("is refused when it is not an amount", () => {
    for (const text of ["", "abc", "1.234", "-5", "1e3", "12.3.4"])
      expect(parseFundingAmount(text)).toBeNull();
  });

  it("is shown back with two decimals", () => {
    expect(centsToInput(123_456)).toBe("1234.56");
  });
});
