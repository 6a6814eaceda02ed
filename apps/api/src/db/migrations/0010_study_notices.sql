CREATE TABLE "study_notices" (
	"study_id" integer NOT NULL,
	"doctor_id" integer NOT NULL,
	"kind" text NOT NULL,
	"occasion" text DEFAULT '' NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "study_notices_study_id_doctor_id_kind_occasion_pk" PRIMARY KEY("study_id","doctor_id","kind","occasion"),
	CONSTRAINT "study_notices_kind" CHECK ("study_notices"."kind" in ('performed', 'shared', 'assigned', 'description'))
);
--> statement-breakpoint
ALTER TABLE "study_notices" ADD CONSTRAINT "study_notices_study_id_studies_id_fk" FOREIGN KEY ("study_id") REFERENCES "public"."studies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "study_notices" ADD CONSTRAINT "study_notices_doctor_id_doctors_id_fk" FOREIGN KEY ("doctor_id") REFERENCES "public"."doctors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "study_notices_doctor" ON "study_notices" USING btree ("doctor_id");