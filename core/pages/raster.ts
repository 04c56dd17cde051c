/** A decoded bitmap: 1 channel (grey) or 4 (RGBA, not premultiplied), rows tightly packed. */
export interface Raster {
  width: number;
  height: number;
  channels: 1 | 4;
  data: Uint8Array | Uint8ClampedArray;
}

/** Gives one source row at a time, so a resampler can read straight out of a decoder's memory. */
interface RowSource {
  width: number;
  height: number;
  channels: 1 | 4;
  row(y: number): ArrayLike<number>;
}

export function rowsOf(raster: Raster): RowSource {
  const stride = raster.width * raster.channels;
  return {
    width: raster.width,
    height: raster.height,
    channels: raster.channels,
    row: (y) => raster.data.subarray(y * stride, (y + 1) * stride),
  };
}

/** (width, height) fitted inside maxWidth × maxHeight and under maxPixels, never enlarged. */
export function fitSize(
  width: number,
  height: number,
  { maxWidth = Infinity, maxHeight = Infinity, maxPixels = Infinity } = {},
): { width: number; height: number } {
  const scale = Math.min(1, maxWidth / width, maxHeight / height, Math.sqrt(maxPixels / (width * height)));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/**
 * Area-average (box) reduction, row by row: besides the output it holds two output rows, so a 12 MP
 * photo never needs a second full-size copy. Averaging is the right filter for a pure reduction (no
 * ringing before OCR's binarisation, clean enough for a thumbnail). Grey output is BT.601 luma with
 * transparency composited on white, so a transparent PNG reads as dark text on paper.
 */
export function reduce(source: RowSource, width: number, height: number, channels: 1 | 4): Raster {
  if (width > source.width || height > source.height) throw new RangeError('reduce only makes smaller');
  const scaleX = source.width / width;
  const scaleY = source.height / height;
  // Each source column falls in one output column, or straddles two: its first column and the share it gives it.
  const firstColumn = new Int32Array(source.width);
  const firstShare = new Float32Array(source.width);
  for (let x = 0; x < source.width; x++) {
    const column = Math.min(width - 1, Math.floor(x / scaleX));
    firstColumn[x] = column;
    firstShare[x] = Math.min(1, Math.max(0, (column + 1) * scaleX - x));
  }
  const output = new Uint8ClampedArray(width * height * channels);
  const rowSums = new Float32Array(width * channels);
  let current = new Float32Array(width * channels);
  let next = new Float32Array(width * channels);
  const normaliser = 1 / (scaleX * scaleY);
  let outputRow = 0;
  const emitRow = () => {
    const base = outputRow * width * channels;
    for (let index = 0; index < current.length; index++) output[base + index] = current[index]! * normaliser + 0.5;
    [current, next] = [next, current];
    next.fill(0);
    outputRow++;
  };

  for (let y = 0; y < source.height; y++) {
    const row = source.row(y);
    rowSums.fill(0);
    // The hot loop of every page: no allocation inside.
    for (let x = 0; x < source.width; x++) {
      const offset = x * source.channels;
      const column = firstColumn[x]!;
      const share = firstShare[x]!;
      const rest = column + 1 < width ? 1 - share : 0;
      if (source.channels === 1 && channels === 1) {
        const value = row[offset]!;
        rowSums[column] = rowSums[column]! + value * share;
        if (rest > 0) rowSums[column + 1] = rowSums[column + 1]! + value * rest;
        continue;
      }
      for (let channel = 0; channel < channels; channel++) {
        const value =
          channels === 1
            ? greyOf(row, offset, source.channels)
            : source.channels === 1
              ? channel === 3
                ? 255
                : row[offset]!
              : row[offset + channel]!;
        rowSums[column * channels + channel] = rowSums[column * channels + channel]! + value * share;
        if (rest > 0) rowSums[(column + 1) * channels + channel] = rowSums[(column + 1) * channels + channel]! + value * rest;
      }
    }
    // Source row y covers [y, y + 1); output row outputRow ends at (outputRow + 1) * scaleY.
    const end = (outputRow + 1) * scaleY;
    const share = Math.min(1, Math.max(0, end - y));
    for (let index = 0; index < rowSums.length; index++) {
      current[index] = current[index]! + rowSums[index]! * share;
      if (share < 1) next[index] = next[index]! + rowSums[index]! * (1 - share);
    }
    if (y + 1 >= end - 1e-6 && outputRow < height) emitRow();
  }
  while (outputRow < height) emitRow();
  return { width, height, channels, data: output };
}

/** RGBA with every pixel opaque on white paper, ready for encoders that ignore transparency. */
export function toOpaqueRgba(raster: Raster): Raster {
  if (raster.channels === 1) {
    const data = new Uint8ClampedArray(raster.width * raster.height * 4);
    raster.data.forEach((grey, index) => data.set([grey, grey, grey, 255], index * 4));
    return { width: raster.width, height: raster.height, channels: 4, data };
  }
  const data = new Uint8ClampedArray(raster.data);
  for (let offset = 0; offset < data.length; offset += 4) {
    const alpha = data[offset + 3]!;
    if (alpha === 255) continue;
    for (let channel = 0; channel < 3; channel++) data[offset + channel] = (data[offset + channel]! * alpha + 255 * (255 - alpha)) / 255;
    data[offset + 3] = 255;
  }
  return { width: raster.width, height: raster.height, channels: 4, data };
}

/** BT.601 luma of the pixel at offset, composited on white where it is transparent. */
function greyOf(row: ArrayLike<number>, offset: number, channels: 1 | 4): number {
  if (channels === 1) return row[offset]!;
  const luma = 0.299 * row[offset]! + 0.587 * row[offset + 1]! + 0.114 * row[offset + 2]!;
  const alpha = row[offset + 3]!;
  return alpha === 255 ? luma : (luma * alpha + 255 * (255 - alpha)) / 255;
}
