/**
 * R2 parts are at least 5 MiB (but the last) and all of one size: 10 MiB keeps a 1 GiB object at about a
 * hundred subrequests and the buffer small.
 */
const R2_UPLOAD_PART_BYTES = 10 * 1024 * 1024;

/**
 * Writes a stream of unknown length to R2 as it is read, one multipart part at a time, so that memory
 * holds one part whatever the object's size. An upload that fails is aborted: no parts stay behind.
 * Answers the object's size.
 */
export async function uploadStream(
  files: R2Bucket,
  key: string,
  stream: ReadableStream<Uint8Array>,
  options: R2MultipartOptions = {},
  partBytes = R2_UPLOAD_PART_BYTES,
): Promise<number> {
  const upload = await files.createMultipartUpload(key, options);
  const parts: R2UploadedPart[] = [];
  // Made when bytes come and dropped once sent, never two at once: the part sent may still be read by the
  // binding until uploadPart answers, so the next part gets a new buffer rather than the same one overwritten.
  let buffer: Uint8Array | undefined;
  let filled = 0;
  let size = 0;
  const sendPart = async (bytes: Uint8Array) => {
    parts.push(await upload.uploadPart(parts.length + 1, bytes));
    size += bytes.byteLength;
  };
  try {
    for await (const chunk of stream) {
      for (let offset = 0; offset < chunk.byteLength; ) {
        buffer ??= new Uint8Array(partBytes);
        const taken = Math.min(partBytes - filled, chunk.byteLength - offset);
        buffer.set(chunk.subarray(offset, offset + taken), filled);
        filled += taken;
        offset += taken;
        if (filled === partBytes) {
          await sendPart(buffer);
          buffer = undefined;
          filled = 0;
        }
      }
    }
    if (filled > 0 || parts.length === 0) await sendPart((buffer ?? new Uint8Array(0)).subarray(0, filled));
    await upload.complete(parts);
    return size;
  } catch (error) {
    await upload.abort().catch(() => undefined);
    throw error;
  }
}
