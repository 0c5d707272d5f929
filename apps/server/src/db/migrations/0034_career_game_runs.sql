ALTER TABLE "game_results" DROP CONSTRAINT "game_results_game_check";--> statement-breakpoint
ALTER TABLE "points_ledger" DROP CONSTRAINT "points_ledger_reason_check";--> statement-breakpoint
ALTER TABLE "game_results" ADD COLUMN "details" jsonb;--> statement-breakpoint
ALTER TABLE "game_results" ADD CONSTRAINT "game_results_career_check" CHECK (game <> 'career' or (score between 0 and 100 and moves >= 1 and details is not null));--> statement-breakpoint
ALTER TABLE "game_results" ADD CONSTRAINT "game_results_game_check" CHECK (game in ('memory', 'career'));--> statement-breakpoint
ALTER TABLE "points_ledger" ADD CONSTRAINT "points_ledger_reason_check" CHECK (reason in ('milestone_completed', 'position_filled', 'application_accepted', 'article_mastered', 'memory_game_completed', 'memory_personal_best', 'interview_session_completed', 'career_game_completed'));