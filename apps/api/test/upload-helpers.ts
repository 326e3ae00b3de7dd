import sharp from 'sharp';

/**
 * A multipart/form-data body for inject(): `files` become file parts, `fields` text parts.
 * Built with the platform's FormData, so the encoding is what a browser sends.
 */
export async function multipart(
  files: Record<string, { data: Buffer; filename: string; type: string }>,
  fields: Record<string, string> = {},
): Promise<{ payload: Buffer; headers: Record<string, string> }> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const [name, f] of Object.entries(files)) {
    form.append(name, new Blob([new Uint8Array(f.data)], { type: f.type }), f.filename);
  }
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type') ?? '' },
  };
}

/** A small real PNG, for uploads that only need to be a valid picture. */
export function smallPng(color = '#e11d48', size = 16): Promise<Buffer> {
  return sharp({ create: { width: size, height: size, channels: 3, background: color } })
    .png()
    .toBuffer();
}

/** multipart() with one picture in the field `file`, as the web client sends it. */
export async function pictureForm(data: Buffer, filename = 'picture.png', type = 'image/png') {
  return multipart({ file: { data, filename, type } });
}
