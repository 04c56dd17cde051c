/**
 * A JPEG wrapped, undecoded, as the one image of a one-page PDF (/DCTDecode, 1 px = 1 pt), so that
 * PDFium decodes it while drawing it at the size we ask: its scanlines stream through the scaler, and
 * a 12 MP photo drawn at 2,400 px never becomes a 48 MB RGBA copy. The EXIF orientation becomes the
 * page's /Rotate (mirrored orientations keep their rotation only); Adobe CMYK gets its inverted /Decode.
 */
type JpegInfo = { width: number; height: number; components: number; isAdobe: boolean; orientation: number };

const SOI = 0xd8;
const APP1_EXIF = 0xe1;
const APP14_ADOBE = 0xee;
const EXIF_ORIENTATION_TAG = 0x0112;
const ROTATION_OF_ORIENTATION: Record<number, number> = { 1: 0, 2: 0, 3: 180, 4: 180, 5: 90, 6: 90, 7: 270, 8: 270 };

/** A start-of-frame marker (any coding) other than DHT (c4), JPG (c8) and DAC (cc). */
const isStartOfFrame = (marker: number) => marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;

export function readJpegInfo(bytes: Uint8Array): JpegInfo {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (bytes[0] !== 0xff || bytes[1] !== SOI) throw new Error('Not a JPEG file');
  let isAdobe = false;
  let orientation = 1;
  for (let offset = 2; offset + 9 < bytes.length; ) {
    if (bytes[offset] !== 0xff) {
      offset++;
      continue;
    }
    const marker = bytes[offset + 1]!;
    // Fill bytes, and markers without a length (TEM, RSTn).
    if (marker === 0xff || marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      offset += marker === 0xff ? 1 : 2;
      continue;
    }
    const length = view.getUint16(offset + 2);
    if (marker === APP14_ADOBE && String.fromCharCode(...bytes.subarray(offset + 4, offset + 9)) === 'Adobe') isAdobe = true;
    if (marker === APP1_EXIF && view.getUint32(offset + 4) === 0x45786966) orientation = exifOrientation(view, offset + 10) ?? 1;
    if (isStartOfFrame(marker))
      return {
        height: view.getUint16(offset + 5),
        width: view.getUint16(offset + 7),
        components: bytes[offset + 9]!,
        isAdobe,
        orientation,
      };
    offset += 2 + length;
  }
  throw new Error('The JPEG file has no image');
}

function exifOrientation(view: DataView, tiffStart: number): number | undefined {
  const isLittleEndian = view.getUint16(tiffStart) === 0x4949;
  const directory = tiffStart + view.getUint32(tiffStart + 4, isLittleEndian);
  const entries = view.getUint16(directory, isLittleEndian);
  for (let entry = 0; entry < entries; entry++) {
    const offset = directory + 2 + entry * 12;
    if (view.getUint16(offset, isLittleEndian) === EXIF_ORIENTATION_TAG) return view.getUint16(offset + 8, isLittleEndian);
  }
  return undefined;
}

export function jpegAsPdf(jpeg: Uint8Array, info = readJpegInfo(jpeg)): Uint8Array {
  const { width, height, components } = info;
  const colourSpace = components === 1 ? '/DeviceGray' : components === 4 ? '/DeviceCMYK' : '/DeviceRGB';
  const decode = components === 4 && info.isAdobe ? '/Decode[1 0 1 0 1 0 1 0]' : '';
  const content = `q ${width} 0 0 ${height} 0 0 cm /Im0 Do Q`;
  const encoder = new TextEncoder();
  const parts: Uint8Array[] = [];
  const objectOffsets: number[] = [];
  let size = 0;
  const append = (part: string | Uint8Array) => {
    const bytes = typeof part === 'string' ? encoder.encode(part) : part;
    parts.push(bytes);
    size += bytes.length;
  };
  const object = (number: number, body: string) => {
    objectOffsets[number] = size;
    append(`${number} 0 obj\n${body}\nendobj\n`);
  };
  append('%PDF-1.4\n');
  object(1, '<</Type/Catalog/Pages 2 0 R>>');
  object(2, '<</Type/Pages/Kids[3 0 R]/Count 1>>');
  object(
    3,
    `<</Type/Page/Parent 2 0 R/MediaBox[0 0 ${width} ${height}]/Rotate ${ROTATION_OF_ORIENTATION[info.orientation] ?? 0}/Resources<</XObject<</Im0 4 0 R>>>>/Contents 5 0 R>>`,
  );
  objectOffsets[4] = size;
  append(
    `4 0 obj\n<</Type/XObject/Subtype/Image/Width ${width}/Height ${height}/ColorSpace${colourSpace}/BitsPerComponent 8${decode}/Filter/DCTDecode/Length ${jpeg.length}>>\nstream\n`,
  );
  append(jpeg);
  append('\nendstream\nendobj\n');
  object(5, `<</Length ${content.length}>>\nstream\n${content}\nendstream`);
  const crossReference = size;
  const entries = objectOffsets.slice(1).map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`);
  append(`xref\n0 6\n0000000000 65535 f \n${entries.join('')}trailer\n<</Size 6/Root 1 0 R>>\nstartxref\n${crossReference}\n%%EOF\n`);
  const pdf = new Uint8Array(size);
  let position = 0;
  for (const part of parts) {
    pdf.set(part, position);
    position += part.length;
  }
  return pdf;
}
