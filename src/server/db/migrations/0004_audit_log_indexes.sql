CREATE INDEX "audit_log_at_id" ON "audit_log" USING btree ("at","id");--> statement-breakpoint
CREATE INDEX "audit_log_action_at_id" ON "audit_log" USING btree ("action","at","id");