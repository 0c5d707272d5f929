const AMOUNT = /^(\d{1,10})(?:\.(\d{1,2}))?$/;

/**
 * Cents from an amount as a person types it ("1234.56", "1,234.5", "1200"), or null when it is not
 * one. Read as text, never through a float, so that 0.29 is 29 cents and not 28.999….
 */
export function parseFundingAmount(text: string): number | null {
  const match = AMOUNT.exec(text.trim().replaceAll(",", ""));
  if (!match) return null;
  const [, whole = "0", fraction = ""] = match;
  return Number(whole) * 100 + Number(fraction.padEnd(2, "0"));
}

/** Cents as the form shows them back: "1234.56". */
export function centsToInput(cents: number): string {
  return (cents / 100).toFixed(2);
}
