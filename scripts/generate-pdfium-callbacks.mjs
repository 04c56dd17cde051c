// Writes core/pages/pdfium-callbacks.wasm: `node scripts/generate-pdfium-callbacks.mjs` (the file is committed).
//
// PDFium reads a file and writes one through C function pointers (FPDF_FILEACCESS's m_GetBlock,
// FPDF_FILEWRITE's WriteBlock). A JavaScript function becomes one only as a WebAssembly function in
// PDFium's function table, and Workers compile no WebAssembly at run time (Emscripten's addFunction
// does): this module, compiled at deploy time like PDFium itself, imports the two JavaScript functions
// and exports them as WebAssembly functions of the signatures PDFium calls.
//   e.read(param, position, buffer, size) -> int      (m_GetBlock)
//   e.write(fileWrite, data, size) -> int              (WriteBlock)
import { writeFileSync } from 'node:fs';
import path from 'node:path';

const I32 = 0x7f;
const FUNCTION_TYPE = 0x60;
const name = (text) => [text.length, ...Buffer.from(text)];
const section = (id, entries) => {
  const body = [entries.length, ...entries.flat()];
  return [id, body.length, ...body];
};
const functionType = (parameters) => [FUNCTION_TYPE, parameters, ...Array(parameters).fill(I32), 1, I32];

const bytes = [
  ...[0x00, 0x61, 0x73, 0x6d, 0x01, 0x00, 0x00, 0x00],
  ...section(1, [functionType(4), functionType(3)]),
  ...section(2, [
    [...name('e'), ...name('read'), 0x00, 0],
    [...name('e'), ...name('write'), 0x00, 1],
  ]),
  ...section(7, [
    [...name('read'), 0x00, 0],
    [...name('write'), 0x00, 1],
  ]),
];
const file = path.join(import.meta.dirname, '..', 'core', 'pages', 'pdfium-callbacks.wasm');
writeFileSync(file, Uint8Array.from(bytes));
console.log(`${path.relative(process.cwd(), file)}: ${bytes.length} bytes`);
