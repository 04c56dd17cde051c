ALTER TABLE `organizations` ADD `barcode_settings` text;--> statement-breakpoint
ALTER TABLE `document_pages` ADD `barcodes` text;