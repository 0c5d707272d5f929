ALTER TABLE "subscriptions" DROP CONSTRAINT "subscriptions_status_check";--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "cancel_at_period_end" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_cancel_at_period_end_check" CHECK (not "subscriptions"."cancel_at_period_end" or ("subscriptions"."status" in ('trial', 'active') and "subscriptions"."current_period_end" is not null));--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_status_check" CHECK ("status" in ('pending_payment', 'trial', 'active', 'past_due', 'canceled', 'not_completed'));--> statement-breakpoint
-- A canceled subscription that never had a trial or a paid period was a checkout never completed.
UPDATE "subscriptions" SET "status" = 'not_completed' WHERE "status" = 'canceled' AND "trial_ends_at" IS NULL AND "current_period_end" IS NULL;
