-- A coordinator's private calendar feed of their visits (issue 21 §1, ADR 0051): one per user, the
-- URL's token kept as its hash; and a trigram index for the visits list's comment filter. Generated
-- by `npm run db:generate -w apps/api`.
CREATE TABLE "calendar_feeds" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "calendar_feeds_token" ON "calendar_feeds" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "visits_comment_search" ON "visits" USING gin (search_fold(coalesce("comment", '')) gin_trgm_ops);