CREATE TABLE "study_payments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "study_payments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"study_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by_id" integer,
	"method" text NOT NULL,
	"type" text NOT NULL,
	"value" numeric(10, 2) NOT NULL,
	"discount" numeric(5, 2) DEFAULT '0' NOT NULL,
	"group" text,
	"comment" text,
	"position" integer NOT NULL,
	CONSTRAINT "study_payments_type" CHECK ("study_payments"."type" in ('Study', 'Description', 'DataCarrier')),
	CONSTRAINT "study_payments_value_not_negative" CHECK ("study_payments"."value" >= 0),
	CONSTRAINT "study_payments_discount_percent" CHECK ("study_payments"."discount" between 0 and 100)
);
--> statement-breakpoint
ALTER TABLE "study_payments" ADD CONSTRAINT "study_payments_study_id_studies_id_fk" FOREIGN KEY ("study_id") REFERENCES "public"."studies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "study_payments" ADD CONSTRAINT "study_payments_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "study_payments_study" ON "study_payments" USING btree ("study_id","position");