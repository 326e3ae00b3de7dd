import { UPLOAD_MAX_BYTES } from '@mingle/shared/constants';

/** Why a chosen file cannot be used, before anything is uploaded; null when it can. */
export function photoProblem(file: { type: string; size: number }): string | null {
  if (!file.type.startsWith('image/')) return 'That file is not an image. Choose a photo (JPEG, PNG, WebP…).';
  if (file.size > UPLOAD_MAX_BYTES) {
    const mb = (file.size / (1024 * 1024)).toFixed(1);
    return `That photo is ${mb} MB. Choose one of at most ${UPLOAD_MAX_BYTES / (1024 * 1024)} MB.`;
  }
  return null;
}

export interface PixelArea {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The side of the square we upload: enough for any screen, small enough to send quickly. */
export const OUTPUT_SIZE = 1024;

/** Resolves once the browser has decoded the image; rejects for formats it cannot show. */
export function loadImage(url: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const img = new Image();
    img.onload = () => resolve(img);
    img.onerror = () => reject(new Error('This photo cannot be read by your browser.'));
    img.src = url;
  });
}

/** Cuts `area` out of the image at `url` into a JPEG square of at most OUTPUT_SIZE pixels. */
export async function cropToBlob(url: string, area: PixelArea): Promise<Blob> {
  const img = await loadImage(url);
  const side = Math.min(OUTPUT_SIZE, Math.round(area.width));
  const canvas = document.createElement('canvas');
  canvas.width = side;
  canvas.height = side;
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('Your browser cannot crop photos.');
  ctx.imageSmoothingQuality = 'high';
  ctx.drawImage(img, area.x, area.y, area.width, area.height, 0, 0, side, side);
  return new Promise((resolve, reject) =>
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('Your browser could not crop this photo.'))),
      'image/jpeg',
      0.9,
    ),
  );
}
