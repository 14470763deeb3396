/**
 * A QR reader for the camera: the browser's own BarcodeDetector where it reads QR codes (Chrome
 * on Android), else the `barcode-detector` polyfill (zxing in WebAssembly). Its .wasm is served
 * by this server, never from a CDN (the polyfill's default), and compiling it needs the
 * 'wasm-unsafe-eval' the admin's Content-Security-Policy allows (server/security/headers.ts).
 */
import wasmUrl from 'zxing-wasm/reader/zxing_reader.wasm?url';

export interface QrDetector {
  detect(source: HTMLVideoElement): Promise<{ rawValue: string }[]>;
}

type DetectorClass = {
  new (options: { formats: string[] }): QrDetector;
  getSupportedFormats(): Promise<readonly string[]>;
};

export async function createQrDetector(): Promise<QrDetector> {
  const Native = (globalThis as { BarcodeDetector?: DetectorClass }).BarcodeDetector;
  try {
    if (Native && (await Native.getSupportedFormats()).includes('qr_code')) return new Native({ formats: ['qr_code'] });
  } catch {
    // a native detector that cannot list its formats: use the polyfill
  }
  const { BarcodeDetector, prepareZXingModule } = await import('barcode-detector/ponyfill');
  // Compiled now, so a missing WebAssembly or a refusing policy shows before the first frame.
  await prepareZXingModule({
    overrides: { locateFile: (path: string, prefix: string) => (path.endsWith('.wasm') ? new URL(wasmUrl, location.href).href : prefix + path) },
    fireImmediately: true,
  });
  return new BarcodeDetector({ formats: ['qr_code'] });
}
