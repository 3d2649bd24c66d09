/**
 * A one-page PDF holding one JPEG, sized to the image (1 px = 1 pt). The JPEG goes in as is
 * (DCTDecode), so a screenshot PDF costs a few hundred bytes more than the image and needs no PDF
 * library in the bundle.
 */
const encoder = new TextEncoder();

export function buildJpegPdf(jpeg: Uint8Array, width: number, height: number): Uint8Array {
  if (jpeg[0] !== 0xff || jpeg[1] !== 0xd8) throw new Error('buildJpegPdf needs JPEG data');
  const w = Math.max(1, Math.round(width));
  const h = Math.max(1, Math.round(height));
  const content = `q ${w} 0 0 ${h} 0 0 cm /Im0 Do Q`;
  const parts: (string | Uint8Array)[] = [];
  const offsets: number[] = [];
  let length = 0;
  const push = (part: string | Uint8Array) => {
    parts.push(part);
    length += typeof part === 'string' ? encoder.encode(part).length : part.length;
  };
  const object = (n: number, body: string | Uint8Array[], dictionary = '') => {
    offsets[n] = length;
    if (typeof body === 'string') {
      push(`${n} 0 obj\n${body}\nendobj\n`);
      return;
    }
    push(`${n} 0 obj\n${dictionary}\nstream\n`);
    body.forEach(push);
    push('\nendstream\nendobj\n');
  };

  push('%PDF-1.4\n%\u00e2\u00e3\u00cf\u00d3\n');
  object(1, '<< /Type /Catalog /Pages 2 0 R >>');
  object(2, '<< /Type /Pages /Kids [3 0 R] /Count 1 >>');
  object(3, `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${w} ${h}] /Resources << /XObject << /Im0 4 0 R >> >> /Contents 5 0 R >>`);
  object(
    4,
    [jpeg],
    `<< /Type /XObject /Subtype /Image /Width ${w} /Height ${h} /ColorSpace /DeviceRGB /BitsPerComponent 8 /Filter /DCTDecode /Length ${jpeg.length} >>`,
  );
  object(5, [encoder.encode(content)], `<< /Length ${encoder.encode(content).length} >>`);
  const xref = length;
  const rows = offsets.slice(1).map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`);
  push(`xref\n0 ${offsets.length}\n0000000000 65535 f \n${rows.join('')}trailer\n<< /Size ${offsets.length} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`);

  const out = new Uint8Array(length);
  let at = 0;
  for (const part of parts) {
    const bytes = typeof part === 'string' ? encoder.encode(part) : part;
    out.set(bytes, at);
    at += bytes.length;
  }
  return out;
}
