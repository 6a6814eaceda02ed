ALTER TABLE "files" DROP CONSTRAINT "files_ready_checked";--> statement-breakpoint
ALTER TABLE "files" ADD COLUMN "attached" boolean DEFAULT true NOT NULL;--> statement-breakpoint
CREATE INDEX "files_unattached_created" ON "files" USING btree ("created_at") WHERE not "files"."attached";--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_unattached_study" CHECK ("files"."attached" or "files"."study_id" is not null);--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_ready_checked" CHECK ("files"."status" <> 'ready' or ("files"."stored_size" = "files"."declared_size" and "files"."sha256" is not null and "files"."detected_kind" is not null and "files"."confirmed_at" is not null));