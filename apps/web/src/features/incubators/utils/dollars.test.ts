import { describe, expect, it } from "vitest";
import { PRICE_DECIMALS_MESSAGE, PRICE_FORMAT_MESSAGE, parseDollarsToCents } from "./dollars";

describe("parseDollarsToCents", () => {
  it.each([
    ["19.99", 1999],
    ["0.1", 10],
    ["0.29", 29],
    ["1.00", 100],
    ["4.35", 435],
    ["1.15", 115],
    ["5", 500],
    ["5.", 500],
    [".5", 50],
    ["$12.30", 1230],
    ["  7.07 ", 707],
    ["0", 0],
    ["-3", -300],
  ])("reads %s as %i cents exactly", (text, cents) => {
    expect(parseDollarsToCents(text)).toEqual({ ok: true, cents });
  });

  it.each(["", ".", "abc", "19,99", "1e3", "12.3.4", "$"])("refuses %j", (text) => {
    expect(parseDollarsToCents(text)).toEqual({ ok: false, message: PRICE_FORMAT_MESSAGE });
  });

  it("refuses more than two decimals rather than rounding", () => {
    expect(parseDollarsToCents("19.999")).toEqual({ ok: false, message: PRICE_DECIMALS_MESSAGE });
  });

  it("keeps an absurdly long number a safe integer, so the range check can refuse it", () => {
    const result = parseDollarsToCents("9".repeat(40));
    expect(result).toEqual({ ok: true, cents: Number.MAX_SAFE_INTEGER });
  });
});
