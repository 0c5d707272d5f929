import { CENTS_PER_DOLLAR } from "@hatchery/shared";

/** An optional minus (so a negative price meets the shared schema's words), an optional $, then dollars. */
const DOLLARS_PATTERN = /^(-)?\s*\$?\s*(\d*)(?:\.(\d*))?$/;

export const PRICE_FORMAT_MESSAGE = "Enter the monthly price in dollars, such as 19.99";
export const PRICE_DECIMALS_MESSAGE = "Enter the price with at most 2 decimals, such as 19.99";

export type DollarsParse = { ok: true; cents: number } | { ok: false; message: string };

/**
 * Dollars typed by a person ("19.99", "$5", "0.1", ".5") as integer cents, computed from the digits
 * rather than by multiplying a float (19.99 * 100 is 1998.9999999999998). The range is left to the
 * shared price schema, so the browser and the server word it the same.
 */
export function parseDollarsToCents(text: string): DollarsParse {
  const match = DOLLARS_PATTERN.exec(text.trim());
  if (!match) return { ok: false, message: PRICE_FORMAT_MESSAGE };
  const [, minus, whole = "", fraction = ""] = match;
  if (whole === "" && fraction === "") return { ok: false, message: PRICE_FORMAT_MESSAGE };
  if (fraction.length > 2) return { ok: false, message: PRICE_DECIMALS_MESSAGE };
  const cents = Number(whole || "0") * CENTS_PER_DOLLAR + Number(fraction.padEnd(2, "0"));
  // Absurdly long numbers lose precision; any safe integer beyond the limit is refused with its words.
  const safe = Number.isSafeInteger(cents) ? cents : Number.MAX_SAFE_INTEGER;
  return { ok: true, cents: minus ? -safe : safe };
}
