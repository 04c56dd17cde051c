CREATE TABLE `share_links` (
	`id` text PRIMARY KEY NOT NULL,
	`organization_id` text NOT NULL,
	`document_id` text NOT NULL,
	`token_hash` text NOT NULL,
	`password_hash` text,
	`allow_download` integer NOT NULL,
	`expires_at` integer,
	`revoked_at` integer,
	`created_by` text,
	`views_count` integer DEFAULT 0 NOT NULL,
	`last_viewed_at` integer,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`organization_id`) REFERENCES `organizations`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`document_id`) REFERENCES `documents`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`created_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `share_links_token_hash_unique` ON `share_links` (`token_hash`);--> statement-breakpoint
CREATE INDEX `share_links_document_index` ON `share_links` (`document_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `share_links_organization_index` ON `share_links` (`organization_id`,`created_at`);--> statement-breakpoint
ALTER TABLE `organizations` ADD `allow_permanent_share_links` integer DEFAULT false NOT NULL;