import { formatDollars, type SubscriptionStatus } from "@hatchery/shared";
import { formatDate as formatReaderDate } from "@/lib/dates";

/** What each status means to the person, in words (the API's codes are not for reading). */
export const STATUS_LABELS: Readonly<Record<SubscriptionStatus, string>> = {
  trial: "Trial",
  active: "Active",
  past_due: "Past due",
  canceled: "Canceled",
  pending_payment: "Pending payment",
  not_completed: "Not completed",
};

/** The end of "Your Builder subscription to Acme Labs …" for each status. */
export const STATUS_PHRASES: Readonly<Record<SubscriptionStatus, string>> = {
  trial: "is in its free trial",
  active: "is active",
  past_due: "is past due",
  canceled: "was canceled",
  pending_payment: "is waiting for payment",
  not_completed: "was never completed",
};

/** A price in cents per month, as dollars with 2 decimals (SPEC §9): 2900 → "$29.00/month". */
export function monthlyPrice(cents: number): string {
  return `$${formatDollars(cents)}/month`;
}

/** A date of the API (ISO 8601) as the person's locale writes it; a dash when there is none. */
export function formatDate(value: string | null | undefined): string {
  return value ? formatReaderDate(value) : "—";
}

/** The trial offer of a plan: '14-day free trial, then $29.00/month', or just the price. */
export function trialOffer(trialPeriodDays: number, priceMonthly: number): string {
  return trialPeriodDays > 0
    ? `${trialPeriodDays}-day free trial, then ${monthlyPrice(priceMonthly)}`
    : `${monthlyPrice(priceMonthly)}, starting today`;
}
