DROP INDEX "patients_created_by";--> statement-breakpoint
DROP INDEX "patients_list_order";--> statement-breakpoint
CREATE INDEX "patients_own_list_order" ON "patients" USING btree ("created_by_id","sort_last_name" collate "polish","sort_first_name" collate "polish","id","search_name");--> statement-breakpoint
CREATE INDEX "patients_list_order" ON "patients" USING btree ("sort_last_name" collate "polish","sort_first_name" collate "polish","id","search_name");