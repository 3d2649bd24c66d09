/**
 * The QR reader: zxing-cpp compiled to WebAssembly, run in a Web Worker, so that decoding camera
 * frames (about 12 a second while the scanner is open) never blocks the page (issue 15: heavy
 * decoding off the main thread). The worker is a small blob: script that loads zxing-wasm's
 * self-contained build and its .wasm from this remote's own files: bundled and served by us (and
 * cached by the service worker), so scanning works offline; zxing-wasm would otherwise fetch them
 * from a CDN. Loaded with a dynamic import when the scanner opens, never in a page's first load.
 */
import readerScript from 'zxing-reader-script';
import type * as ZXingReader from 'zxing-wasm/reader';
import wasmUrl from 'zxing-wasm/reader/zxing_reader.wasm';

interface DecodeRequest {
  id: number;
  input: ImageData | Blob;
}

type DecodeAnswer = { id: number; text: string | null } | { id: number; error: string };

interface WorkerConfig {
  readerScript: string;
  wasm: string;
  options: ZXingReader.ReaderOptions;
}

/** What the worker's code uses of its global scope (the app's TypeScript lib is the DOM's). */
interface ReaderWorkerScope {
  importScripts(url: string): void;
  postMessage(answer: DecodeAnswer): void;
  onmessage: ((event: MessageEvent<DecodeRequest>) => void) | null;
  ZXingWASM: typeof ZXingReader;
}

const options: ZXingReader.ReaderOptions = { formats: ['QRCode'], tryHarder: true, maxNumberOfSymbols: 1 };

/**
 * The worker's code. It runs inside the worker from its source text, so it uses nothing but its
 * argument and the worker's globals.
 */
function readerWorker(config: WorkerConfig): void {
  const scope = self as unknown as ReaderWorkerScope;
  scope.importScripts(config.readerScript);
  const zxing = scope.ZXingWASM;
  const ready = zxing.prepareZXingModule({
    overrides: { locateFile: (file: string, prefix: string) => (file.endsWith('.wasm') ? config.wasm : prefix + file) },
    fireImmediately: true,
  });
  scope.onmessage = (event) => {
    const { id, input } = event.data;
    ready
      .then(() => zxing.readBarcodes(input, config.options))
      .then(
        ([result]) => scope.postMessage({ id, text: result?.isValid ? result.text : null }),
        (error: unknown) => scope.postMessage({ id, error: String(error) }),
      );
  };
}

interface Waiting {
  resolve: (text: string | null) => void;
  reject: (error: Error) => void;
}

let worker: Worker | null = null;
let lastId = 0;
const waiting = new Map<number, Waiting>();

function readerWorkerStarted(): Worker {
  if (worker) return worker;
  // Absolute URLs: the worker's own location is a blob: URL, and the files sit beside this remote's entry.
  const config: WorkerConfig = { readerScript: new URL(readerScript, location.href).href, wasm: new URL(wasmUrl, location.href).href, options };
  const source = URL.createObjectURL(new Blob([`(${readerWorker.toString()})(${JSON.stringify(config)});`], { type: 'text/javascript' }));
  const started = new Worker(source);
  started.onmessage = ({ data }: MessageEvent<DecodeAnswer>) => {
    const entry = waiting.get(data.id);
    if (!entry) return;
    waiting.delete(data.id);
    if ('error' in data) entry.reject(new Error(data.error));
    else entry.resolve(data.text);
  };
  // The reader could not load (offline before it was ever cached): every waiting decode fails and
  // the next one starts a new worker.
  started.onerror = (event) => {
    event.preventDefault();
    const error = new Error(`the QR reader did not start: ${event.message || 'load failed'}`);
    for (const entry of waiting.values()) entry.reject(error);
    waiting.clear();
    started.terminate();
    URL.revokeObjectURL(source);
    if (worker === started) worker = null;
  };
  worker = started;
  return started;
}

/** The text of the first QR code in the frame or picture, or null when there is none. */
export function decodeQr(input: ImageData | Blob): Promise<string | null> {
  const reader = readerWorkerStarted();
  lastId += 1;
  const id = lastId;
  return new Promise((resolve, reject) => {
    waiting.set(id, { resolve, reject });
    const request: DecodeRequest = { id, input };
    // A camera frame's pixels move to the worker instead of being copied (each tick grabs a new frame).
    reader.postMessage(request, input instanceof ImageData ? [input.data.buffer] : []);
  });
}

/** Starts the reader (its script and wasm) when the scanner opens, so the first frame does not wait for it. */
export function warmUpQrDecoder(): void {
  readerWorkerStarted();
}
