import { AppError, notFound } from '../errors';

export const importNotFound = () => notFound('import.not_found', 'Import not found');
export const importNotUploading = () =>
  new AppError(409, 'import.not_uploading', 'The export’s upload is over: start a new import to upload it again');
export const importPartOutOfRange = (partsCount: number) =>
  new AppError(
    400,
    'import.part_out_of_range',
    `The export has ${partsCount} part(s): the part number must be between 1 and ${partsCount}`,
  );
export const importPartWrongSize = (expected: number, received: number) =>
  new AppError(400, 'import.part_wrong_size', `This part must be ${expected} bytes; ${received} arrived`);
export const importPartsMissing = (missing: number[]) =>
  new AppError(
    409,
    'import.parts_missing',
    `The upload lacks part(s) ${missing.slice(0, 10).join(', ')}${missing.length > 10 ? '…' : ''}: send them first`,
  );
export const importNotReady = () => new AppError(409, 'import.not_ready', 'Only an export read without a blocking problem can be imported');
export const importRunning = () => new AppError(409, 'import.running', 'The import is running: wait for it to end');
export const importPartTooLarge = () =>
  new AppError(413, 'import.part_too_large', 'A part is at most the import’s part size: split the export as the import says');
