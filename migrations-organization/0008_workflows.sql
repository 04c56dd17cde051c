-- migrations/0038_workflows.sql for an organization's tables: the same, without the foreign key to organizations (in DB).
CREATE TABLE `workflow_email_counts` (
	`organization_id` text NOT NULL,
	`day` text NOT NULL,
	`count` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`organization_id`, `day`)
);
--> statement-breakpoint
CREATE TABLE `workflow_runs` (
	`id` text PRIMARY KEY NOT NULL,
	`organization_id` text NOT NULL,
	`workflow_id` text NOT NULL,
	`document_id` text NOT NULL,
	`chain_key` text NOT NULL,
	`trigger` text NOT NULL,
	`depth` integer DEFAULT 0 NOT NULL,
	`status` text NOT NULL,
	`steps` text NOT NULL,
	`next_action_index` integer DEFAULT 0 NOT NULL,
	`attempts` integer DEFAULT 0 NOT NULL,
	`error` text,
	`finished_at` integer,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`workflow_id`) REFERENCES `workflows`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`document_id`) REFERENCES `documents`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `workflow_runs_chain_unique` ON `workflow_runs` (`workflow_id`,`document_id`,`chain_key`);--> statement-breakpoint
CREATE INDEX `workflow_runs_workflow_created_index` ON `workflow_runs` (`workflow_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `workflow_runs_document_created_index` ON `workflow_runs` (`document_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `workflow_runs_organization_created_index` ON `workflow_runs` (`organization_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `workflow_schedules` (
	`workflow_id` text NOT NULL,
	`trigger_index` integer NOT NULL,
	`document_id` text NOT NULL,
	`organization_id` text NOT NULL,
	`due_on` text NOT NULL,
	PRIMARY KEY(`workflow_id`, `trigger_index`, `document_id`),
	FOREIGN KEY (`workflow_id`) REFERENCES `workflows`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`document_id`) REFERENCES `documents`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `workflow_schedules_due_index` ON `workflow_schedules` (`due_on`);--> statement-breakpoint
CREATE INDEX `workflow_schedules_document_index` ON `workflow_schedules` (`document_id`);--> statement-breakpoint
CREATE TABLE `workflows` (
	`id` text PRIMARY KEY NOT NULL,
	`organization_id` text NOT NULL,
	`name` text NOT NULL,
	`is_enabled` integer DEFAULT true NOT NULL,
	`position` integer NOT NULL,
	`triggers` text NOT NULL,
	`conditions` text NOT NULL,
	`actions` text NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `workflows_organization_position_index` ON `workflows` (`organization_id`,`position`);--> statement-breakpoint
ALTER TABLE `documents` ADD `source` text;