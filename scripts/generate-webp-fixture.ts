/**
 * Writes tests/fixtures/pages/small-scan.webp (the page editor's WebP, read by core/pages and the
 * Worker's page-edit tests):
 *   node --no-warnings --experimental-transform-types --import ./scripts/node-ts-hooks.mjs scripts/generate-webp-fixture.ts
 *
 * The scanned line of tests/fixtures/ocr/small-scan.png (1000 × 260, grey) encoded by the encoder the
 * Worker's thumbnails use (libwebp through @jsquash/webp), lossy at quality 75: 1000 × 260 pixels in a
 * few kilobytes. Deterministic: the same input and options give the same bytes.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import webpEncoderFactory from '@jsquash/webp/codec/enc/webp_enc_simd.js';
import { defaultOptions } from '@jsquash/webp/meta.js';
import { initEmscriptenModule } from '@jsquash/webp/utils.js';
import { decodePng } from '../core/pages/image-decoders.ts';
import { toOpaqueRgba } from '../core/pages/raster.ts';

const ROOT = path.join(import.meta.dirname, '..');
const OUTPUT = path.join(ROOT, 'tests/fixtures/pages/small-scan.webp');

const encoderWasm = new WebAssembly.Module(readFileSync(path.join(ROOT, 'node_modules/@jsquash/webp/codec/enc/webp_enc_simd.wasm')));
const encoder = await initEmscriptenModule(webpEncoderFactory, encoderWasm);
const scan = toOpaqueRgba(decodePng(new Uint8Array(readFileSync(path.join(ROOT, 'tests/fixtures/ocr/small-scan.png')))));
const webp = encoder.encode(scan.data as Uint8ClampedArray<ArrayBuffer>, scan.width, scan.height, { ...defaultOptions, quality: 75 });
if (!webp) throw new Error('The WebP encoder failed');
writeFileSync(OUTPUT, webp);
console.log(`${path.relative(ROOT, OUTPUT)}: ${scan.width} × ${scan.height}, ${webp.byteLength} bytes`);
