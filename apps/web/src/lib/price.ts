import { CENTS_PER_DOLLAR } from "@hatchery/shared";

/** A price kept in cents, shown as dollars with two decimals (SPEC §9): 2900 → "$29.00". */
export function formatPrice(cents: number): string {
  return `$${(cents / CENTS_PER_DOLLAR).toFixed(2)}`;
}
