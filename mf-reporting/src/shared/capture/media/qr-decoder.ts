/**
 * The QR reader: zxing-cpp compiled to WebAssembly. Loaded with a dynamic import when the scanner
 * opens, never in a page's first load. The .wasm is bundled (webpack asset) and served by us, so
 * scanning works offline; zxing-wasm would otherwise fetch it from a CDN.
 */
import { prepareZXingModule, readBarcodes, type ReaderOptions } from 'zxing-wasm/reader';
import wasmUrl from 'zxing-wasm/reader/zxing_reader.wasm';

let ready: Promise<unknown> | null = null;

function prepare(): Promise<unknown> {
  ready ??= prepareZXingModule({
    overrides: { locateFile: (file: string, prefix: string) => (file.endsWith('.wasm') ? new URL(wasmUrl, location.href).href : prefix + file) },
    fireImmediately: true,
  });
  return ready;
}

const options: ReaderOptions = { formats: ['QRCode'], tryHarder: true, maxNumberOfSymbols: 1 };

/** The text of the first QR code in the frame or picture, or null when there is none. */
export async function decodeQr(input: ImageData | Blob): Promise<string | null> {
  await prepare();
  const [result] = await readBarcodes(input, options);
  return result?.isValid ? result.text : null;
}

/** Starts loading the wasm early (when the dialog opens) so the first frame does not wait for it. */
export function warmUpQrDecoder(): Promise<unknown> {
  return prepare();
}
