/**
 * A PDF of JPEG pages, each page sized to its image (1 px = 1 pt). The JPEGs go in as they are
 * (DCTDecode), so the report PDF needs no PDF library in the bundle: the viewer draws the report
 * (photos included) onto canvases, one per page, and hands their JPEG bytes here.
 */
export interface JpegPage {
  jpeg: Uint8Array;
  width: number;
  height: number;
}

const encoder = new TextEncoder();

export function buildJpegPagesPdf(pages: readonly JpegPage[], title = 'Report'): Uint8Array {
  if (pages.length === 0) throw new Error('buildJpegPagesPdf needs at least one page');
  for (const page of pages) if (page.jpeg[0] !== 0xff || page.jpeg[1] !== 0xd8) throw new Error('buildJpegPagesPdf needs JPEG data');
  const parts: (string | Uint8Array)[] = [];
  const offsets: number[] = [];
  let length = 0;
  const push = (part: string | Uint8Array) => {
    const bytes = typeof part === 'string' ? encoder.encode(part) : part;
    parts.push(bytes);
    length += bytes.length;
  };
  const object = (n: number, body: () => void) => {
    offsets[n - 1] = length;
    push(`${n} 0 obj\n`);
    body();
    push('\nendobj\n');
  };
  // 1 catalog, 2 page tree, 3 info; then per page: page, content, image.
  const pageRef = (i: number) => 4 + i * 3;
  const safeTitle = title.replace(/[\\()]/g, (c) => `\\${c}`).replace(/[^\x20-\x7e]/g, '?');
  push('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n');
  object(1, () => push('<< /Type /Catalog /Pages 2 0 R >>'));
  object(2, () => push(`<< /Type /Pages /Kids [${pages.map((_, i) => `${pageRef(i)} 0 R`).join(' ')}] /Count ${pages.length} >>`));
  object(3, () => push(`<< /Title (${safeTitle}) /Producer (FacilityOps) >>`));
  pages.forEach((page, i) => {
    const w = Math.max(1, Math.round(page.width));
    const h = Math.max(1, Math.round(page.height));
    const n = pageRef(i);
    const content = `q ${w} 0 0 ${h} 0 0 cm /Im0 Do Q`;
    object(n, () => push(`<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${w} ${h}] /Resources << /XObject << /Im0 ${n + 2} 0 R >> >> /Contents ${n + 1} 0 R >>`));
    object(n + 1, () => push(`<< /Length ${content.length} >>\nstream\n${content}\nendstream`));
    object(n + 2, () => {
      push(
        `<< /Type /XObject /Subtype /Image /Width ${w} /Height ${h} /ColorSpace /DeviceRGB /BitsPerComponent 8 /Filter /DCTDecode /Length ${page.jpeg.length} >>\nstream\n`,
      );
      push(page.jpeg);
      push('\nendstream');
    });
  });
  const xref = length;
  const count = offsets.length + 1;
  push(`xref\n0 ${count}\n0000000000 65535 f \n${offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('')}`);
  push(`trailer\n<< /Size ${count} /Root 1 0 R /Info 3 0 R >>\nstartxref\n${xref}\n%%EOF\n`);
  const out = new Uint8Array(length);
  let at = 0;
  for (const part of parts) {
    const bytes = typeof part === 'string' ? encoder.encode(part) : part;
    out.set(bytes, at);
    at += bytes.length;
  }
  return out;
}

/** Where to cut a tall image into pages of A4 proportions: [top, height] of each slice. */
export function pageSlices(totalHeight: number, width: number): [number, number][] {
  const pageHeight = Math.max(1, Math.round(width * Math.SQRT2));
  const slices: [number, number][] = [];
  for (let top = 0; top < totalHeight; top += pageHeight) slices.push([top, Math.min(pageHeight, totalHeight - top)]);
  return slices;
}
