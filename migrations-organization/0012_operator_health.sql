-- migrations/0044_operator_health.sql for an organization's tables: the health screen's indexes (cron runs and the audit log live in DB only).
CREATE INDEX `webhook_deliveries_status_created_index` ON `webhook_deliveries` (`status`,`created_at`);--> statement-breakpoint
CREATE INDEX `intake_email_messages_outcome_received_index` ON `intake_email_messages` (`outcome`,`received_at`);
