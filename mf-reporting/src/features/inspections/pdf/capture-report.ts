/**
 * The report as a PDF with its photos: the viewer's printable part drawn onto a canvas
 * (modern-screenshot inlines the photos, which the api serves with CORS to the app's origins),
 * cut into A4-proportioned pages, each a JPEG page of the PDF. Loaded only when the user asks.
 */
import { domToCanvas } from 'modern-screenshot';
import { buildJpegPagesPdf, type JpegPage, pageSlices } from '../rules/jpeg-pages-pdf';

const QUALITY = 0.85;

async function jpegOf(canvas: HTMLCanvasElement): Promise<Uint8Array> {
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', QUALITY));
  if (!blob) throw new Error('The page could not be drawn as an image.');
  return new Uint8Array(await blob.arrayBuffer());
}

export async function captureReportPdf(element: HTMLElement, title: string): Promise<Blob> {
  const background = getComputedStyle(document.body).backgroundColor || '#ffffff';
  const scale = 2;
  const whole = await domToCanvas(element, {
    scale,
    backgroundColor: background,
    filter: (node) => !(node instanceof HTMLElement && node.dataset.pdfHide !== undefined),
  });
  const pages: JpegPage[] = [];
  for (const [top, height] of pageSlices(whole.height, whole.width)) {
    const page = document.createElement('canvas');
    page.width = whole.width;
    page.height = height;
    const context = page.getContext('2d');
    if (!context) throw new Error('No 2D canvas in this browser.');
    context.drawImage(whole, 0, top, whole.width, height, 0, 0, whole.width, height);
    pages.push({ jpeg: await jpegOf(page), width: whole.width / scale, height: height / scale });
  }
  const bytes = buildJpegPagesPdf(pages, title);
  return new Blob([bytes.slice().buffer], { type: 'application/pdf' });
}
