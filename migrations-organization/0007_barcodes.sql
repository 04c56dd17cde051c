-- migrations/0037_barcodes.sql for an organization's tables: the barcodes found on a page as it was read
-- (the organization's barcode settings live in DB, with the organization).
ALTER TABLE `document_pages` ADD `barcodes` text;
