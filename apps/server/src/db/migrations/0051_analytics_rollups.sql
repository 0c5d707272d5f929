CREATE TABLE "analytics_active_weeks" (
	"scope" text NOT NULL,
	"user_id" text NOT NULL,
	"week" date NOT NULL,
	CONSTRAINT "analytics_active_weeks_pkey" PRIMARY KEY("scope","user_id","week")
);
--> statement-breakpoint
CREATE TABLE "analytics_daily_active" (
	"scope" text NOT NULL,
	"day" date NOT NULL,
	"active" integer NOT NULL,
	CONSTRAINT "analytics_daily_active_pkey" PRIMARY KEY("scope","day")
);
--> statement-breakpoint
CREATE TABLE "analytics_daily_pages" (
	"day" date NOT NULL,
	"path" text NOT NULL,
	"views" integer NOT NULL,
	"visitors" integer NOT NULL,
	CONSTRAINT "analytics_daily_pages_pkey" PRIMARY KEY("day","path")
);
--> statement-breakpoint
CREATE TABLE "analytics_daily_referrers" (
	"day" date NOT NULL,
	"scope" text NOT NULL,
	"origin" text NOT NULL,
	"views" integer NOT NULL,
	CONSTRAINT "analytics_daily_referrers_pkey" PRIMARY KEY("scope","day","origin")
);
--> statement-breakpoint
CREATE TABLE "analytics_daily_traffic" (
	"day" date NOT NULL,
	"scope" text NOT NULL,
	"views" integer NOT NULL,
	"visitors" integer NOT NULL,
	CONSTRAINT "analytics_daily_traffic_pkey" PRIMARY KEY("scope","day")
);
--> statement-breakpoint
CREATE TABLE "analytics_rollup_state" (
	"name" text PRIMARY KEY NOT NULL,
	"rolled_up_through" date NOT NULL,
	CONSTRAINT "analytics_rollup_state_name_check" CHECK ("analytics_rollup_state"."name" = 'daily')
);
--> statement-breakpoint
CREATE TABLE "analytics_visitor_months" (
	"subject" text NOT NULL,
	"month" date NOT NULL,
	"visitor_id" uuid NOT NULL,
	"days" integer NOT NULL,
	CONSTRAINT "analytics_visitor_months_pkey" PRIMARY KEY("subject","month","visitor_id"),
	CONSTRAINT "analytics_visitor_months_month_check" CHECK (extract(day from "analytics_visitor_months"."month") = 1)
);
