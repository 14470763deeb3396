/**
 * A camera for headless Chromium that films a QR code: the text drawn (qrcode's module matrix)
 * into a few frames of a Y4M video, which Chromium plays as its fake capture device
 * (`--use-file-for-fake-video-capture`). No image tool, no download.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import QRCode from 'qrcode';
import type { Browser } from 'playwright-core';
import { chromium } from 'playwright-core';

const W = 640;
const H = 480;
const MODULE_PX = 8;
const QUIET = 4;

/** Writes a grey-scale Y4M (4:2:0) of `frames` identical frames showing the QR of `text`; answers its path. */
export function qrVideo(text: string, frames = 10): string {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const side = (modules.size + QUIET * 2) * MODULE_PX;
  const left = Math.floor((W - side) / 2);
  const top = Math.floor((H - side) / 2);
  const luma = Buffer.alloc(W * H, 235);
  for (let y = 0; y < modules.size; y++) {
    for (let x = 0; x < modules.size; x++) {
      if (!modules.get(y, x)) continue;
      for (let dy = 0; dy < MODULE_PX; dy++) {
        const row = top + (QUIET + y) * MODULE_PX + dy;
        luma.fill(16, row * W + left + (QUIET + x) * MODULE_PX, row * W + left + (QUIET + x + 1) * MODULE_PX);
      }
    }
  }
  const chroma = Buffer.alloc((W / 2) * (H / 2) * 2, 128);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), luma, chroma]);
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'fake-camera-')), 'qr.y4m');
  writeFileSync(file, Buffer.concat([Buffer.from(`YUV4MPEG2 W${W} H${H} F10:1 Ip A1:1 C420jpeg\n`), ...Array.from({ length: frames }, () => frame)]));
  return file;
}

/** Debian's Chromium with that video as its camera, allowed without a prompt. */
export function launchWithCamera(video: string): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--use-fake-ui-for-media-stream',
      '--use-fake-device-for-media-stream',
      `--use-file-for-fake-video-capture=${video}`,
    ],
  });
}
