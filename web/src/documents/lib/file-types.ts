import {
  File,
  FileArchive,
  FileAudio,
  FileCode,
  FileCode2,
  FileDigit,
  FileImage,
  FileJson,
  FileJson2,
  FilePenLine,
  FileSpreadsheet,
  FileText,
  FileType,
  FileVideoCamera,
  Presentation,
  Sheet,
  type LucideIcon,
} from 'lucide-react';
import { mimeEssence } from '../../../../core/files/mime-type';

/** The kinds of file the interface tells apart; each has an icon and a short label (`documents.file-types.{kind}`). */
export type FileKind =
  | 'pdf'
  | 'zip'
  | 'excel'
  | 'word'
  | 'powerpoint'
  | 'json'
  | 'xml'
  | 'javascript'
  | 'typescript'
  | 'text'
  | 'html'
  | 'css'
  | 'csv'
  | 'image'
  | 'video'
  | 'audio'
  | 'application'
  | 'file';

type FileTypeInfo = { kind: FileKind; icon: LucideIcon };

const EXACT_KINDS: Record<string, FileKind> = {
  'application/pdf': 'pdf',
  'application/zip': 'zip',
  'application/x-zip-compressed': 'zip',
  'application/vnd.ms-excel': 'excel',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'excel',
  'application/msword': 'word',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'word',
  'application/vnd.ms-powerpoint': 'powerpoint',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation': 'powerpoint',
  'application/json': 'json',
  'application/xml': 'xml',
  'text/xml': 'xml',
  'application/javascript': 'javascript',
  'text/javascript': 'javascript',
  'application/typescript': 'typescript',
  'application/x-typescript': 'typescript',
  'text/typescript': 'typescript',
  'text/plain': 'text',
  'text/html': 'html',
  'text/css': 'css',
  'text/csv': 'csv',
};

const TOP_LEVEL_KINDS: Record<string, FileKind> = {
  image: 'image',
  video: 'video',
  audio: 'audio',
  application: 'application',
};

export const FILE_KIND_ICONS: Record<FileKind, LucideIcon> = {
  pdf: FileText,
  zip: FileArchive,
  excel: FileSpreadsheet,
  word: FilePenLine,
  powerpoint: Presentation,
  json: FileJson,
  xml: FileCode2,
  javascript: FileCode,
  typescript: FileCode,
  text: FileType,
  html: FileCode2,
  css: FileJson2,
  csv: Sheet,
  image: FileImage,
  video: FileVideoCamera,
  audio: FileAudio,
  application: FileDigit,
  file: File,
};

/**
 * Spec "File icon": chosen by the exact mime type, then by its top-level type (image, video, audio,
 * application), then a generic file.
 */
export function getFileKind(mimeType: string): FileKind {
  const normalized = mimeEssence(mimeType);
  const exact = EXACT_KINDS[normalized];
  if (exact) return exact;
  const topLevel = normalized.split('/')[0] ?? '';
  return TOP_LEVEL_KINDS[topLevel] ?? 'file';
}

export function getFileTypeInfo(mimeType: string): FileTypeInfo {
  const kind = getFileKind(mimeType);
  return { kind, icon: FILE_KIND_ICONS[kind] };
}
