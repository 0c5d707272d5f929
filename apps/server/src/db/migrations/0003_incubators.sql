CREATE TABLE "incubator_members" (
	"user_id" text NOT NULL,
	"incubator_id" uuid NOT NULL,
	"membership_tier" text DEFAULT 'guest' NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_active_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "incubator_members_pkey" PRIMARY KEY("user_id","incubator_id"),
	CONSTRAINT "incubator_members_tier_check" CHECK ("membership_tier" in ('guest', 'subscriber')),
	CONSTRAINT "incubator_members_status_check" CHECK ("status" in ('active', 'inactive'))
);
--> statement-breakpoint
CREATE TABLE "incubators" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"tagline" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"logo_url" text,
	"status" text DEFAULT 'active' NOT NULL,
	"owner_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "incubators_slug_unique" UNIQUE("slug"),
	CONSTRAINT "incubators_status_check" CHECK ("status" in ('active', 'paused', 'archived')),
	CONSTRAINT "incubators_slug_format_check" CHECK ("incubators"."slug" ~ '^[a-z0-9]+(-[a-z0-9]+)*$')
);
--> statement-breakpoint
CREATE TABLE "payment_events" (
	"id" text PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"type" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_events_provider_check" CHECK ("provider" in ('builtin', 'stripe'))
);
--> statement-breakpoint
CREATE TABLE "subscription_plans" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"incubator_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"price_monthly" integer NOT NULL,
	"trial_period_days" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"is_recommended" boolean DEFAULT false NOT NULL,
	"features" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subscription_plans_id_incubator_unique" UNIQUE("id","incubator_id"),
	CONSTRAINT "subscription_plans_price_check" CHECK ("subscription_plans"."price_monthly" >= 0),
	CONSTRAINT "subscription_plans_trial_check" CHECK ("subscription_plans"."trial_period_days" >= 0),
	CONSTRAINT "subscription_plans_features_check" CHECK (jsonb_typeof("subscription_plans"."features") = 'array')
);
--> statement-breakpoint
CREATE TABLE "subscriptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"incubator_id" uuid NOT NULL,
	"plan_id" uuid NOT NULL,
	"status" text DEFAULT 'pending_payment' NOT NULL,
	"provider" text NOT NULL,
	"provider_ref" text,
	"trial_ends_at" timestamp with time zone,
	"current_period_end" timestamp with time zone,
	"canceled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subscriptions_status_check" CHECK ("status" in ('pending_payment', 'trial', 'active', 'past_due', 'canceled')),
	CONSTRAINT "subscriptions_provider_check" CHECK ("provider" in ('builtin', 'stripe'))
);
--> statement-breakpoint
ALTER TABLE "incubator_members" ADD CONSTRAINT "incubator_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incubator_members" ADD CONSTRAINT "incubator_members_incubator_id_incubators_id_fk" FOREIGN KEY ("incubator_id") REFERENCES "public"."incubators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incubators" ADD CONSTRAINT "incubators_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_plans" ADD CONSTRAINT "subscription_plans_incubator_id_incubators_id_fk" FOREIGN KEY ("incubator_id") REFERENCES "public"."incubators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_incubator_id_incubators_id_fk" FOREIGN KEY ("incubator_id") REFERENCES "public"."incubators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_plan_incubator_fk" FOREIGN KEY ("plan_id","incubator_id") REFERENCES "public"."subscription_plans"("id","incubator_id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "incubator_members_incubator_status_idx" ON "incubator_members" USING btree ("incubator_id","status");--> statement-breakpoint
CREATE INDEX "incubators_name_id_idx" ON "incubators" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "subscription_plans_incubator_active_price_idx" ON "subscription_plans" USING btree ("incubator_id","is_active","price_monthly");--> statement-breakpoint
CREATE UNIQUE INDEX "subscriptions_one_active_per_user_idx" ON "subscriptions" USING btree ("user_id") WHERE "subscriptions"."status" in ('trial', 'active');--> statement-breakpoint
CREATE UNIQUE INDEX "subscriptions_provider_ref_idx" ON "subscriptions" USING btree ("provider","provider_ref") WHERE "subscriptions"."provider_ref" is not null;--> statement-breakpoint
CREATE INDEX "subscriptions_user_created_idx" ON "subscriptions" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "subscriptions_incubator_status_idx" ON "subscriptions" USING btree ("incubator_id","status");