/**
 * Avatar menu → Screenshot: the whole page (not just the visible part) as a PNG image or a PDF.
 * The footer (bottom bar, quick-scan button) is hidden while capturing (spec 001 §9: hidden for
 * 1 s, then back after 3 s). Loaded only when the user asks for a screenshot.
 */
import { domToJpeg, domToPng } from 'modern-screenshot';
import { saveFile } from 'ui-kit';
import { buildJpegPdf } from './jpeg-pdf';

export const FOOTER_SETTLE_MS = 1000;
export const FOOTER_RESTORE_MS = 3000;
/** Elements marked with this attribute are hidden while capturing. */
export const FOOTER_ATTRIBUTE = 'data-screenshot-hide';

export type ScreenshotFormat = 'image' | 'pdf';

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function fileName(format: ScreenshotFormat, now = new Date()): string {
  const stamp = now.toISOString().slice(0, 19).replace(/[:T]/g, '-');
  return `facilityops-${stamp}.${format === 'pdf' ? 'pdf' : 'png'}`;
}

export async function capturePage(format: ScreenshotFormat): Promise<void> {
  const hidden = [...document.querySelectorAll<HTMLElement>(`[${FOOTER_ATTRIBUTE}]`)];
  const previous = hidden.map((element) => element.style.visibility);
  hidden.forEach((element) => (element.style.visibility = 'hidden'));
  const restore = () => hidden.forEach((element, i) => (element.style.visibility = previous[i] ?? ''));
  const started = Date.now();
  try {
    await wait(FOOTER_SETTLE_MS);
    const root = document.documentElement;
    const width = root.scrollWidth;
    const height = root.scrollHeight;
    const background = getComputedStyle(document.body).backgroundColor || '#ffffff';
    const options = { width, height, backgroundColor: background, scale: Math.min(window.devicePixelRatio || 1, 2) };
    if (format === 'image') {
      const blob = await (await fetch(await domToPng(root, options))).blob();
      saveFile(blob, fileName('image'));
    } else {
      const jpeg = new Uint8Array(await (await (await fetch(await domToJpeg(root, { ...options, scale: 1, quality: 0.9 }))).blob()).arrayBuffer());
      // Scale 1: the image's pixels are the page's points, as the PDF declares them.
      const pdf = buildJpegPdf(jpeg, width, height);
      saveFile(new Blob([pdf.buffer as ArrayBuffer], { type: 'application/pdf' }), fileName('pdf'));
    }
  } finally {
    setTimeout(restore, Math.max(0, FOOTER_RESTORE_MS - (Date.now() - started)));
  }
}
