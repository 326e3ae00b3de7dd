import { writeFile } from 'node:fs/promises';
import QRCode from 'qrcode';

const WIDTH = 640;
const HEIGHT = 480;
/** Video-range luma: white and black as a camera delivers them. */
const WHITE = 235;
const BLACK = 16;
const QUIET_ZONE = 4;

/**
 * Writes a Y4M video of one QR code for Chromium's fake camera
 * (`--use-file-for-fake-video-capture`), so a spec can point the door scanner at a ticket.
 */
export async function writeQrVideo(path: string, text: string): Promise<void> {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const cells = modules.size + QUIET_ZONE * 2;
  const scale = Math.floor((HEIGHT * 0.85) / cells);
  const left = Math.floor((WIDTH - cells * scale) / 2);
  const top = Math.floor((HEIGHT - cells * scale) / 2);
  const luma = Buffer.alloc(WIDTH * HEIGHT, WHITE);
  for (let row = 0; row < modules.size; row += 1) {
    for (let col = 0; col < modules.size; col += 1) {
      if (!modules.data[row * modules.size + col]) continue;
      const y0 = top + (row + QUIET_ZONE) * scale;
      const x0 = left + (col + QUIET_ZONE) * scale;
      for (let y = y0; y < y0 + scale; y += 1) luma.fill(BLACK, y * WIDTH + x0, y * WIDTH + x0 + scale);
    }
  }
  // 4:2:0 chroma at neutral grey: a black-and-white picture.
  const chroma = Buffer.alloc((WIDTH / 2) * (HEIGHT / 2) * 2, 128);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), luma, chroma]);
  const header = Buffer.from(`YUV4MPEG2 W${WIDTH} H${HEIGHT} F10:1 Ip A1:1 C420jpeg\n`);
  await writeFile(path, Buffer.concat([header, frame, frame]));
}
