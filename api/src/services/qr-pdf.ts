/**
 * The printable QR sheet as a PDF (A4, 3 x 4 codes a page): each code holds exactly what the
 * scanner reads ('facility=<id>', see qr-sheet.ts) drawn as vector squares, with the facility's
 * name and location under it. Written by hand (a few hundred lines of PDF syntax) so the api needs
 * no PDF library; Latin text uses the standard Helvetica fonts, Devanagari an embedded subset of
 * Noto Sans Devanagari (pdf-devanagari.ts); other scripts print as '?'.
 */
import QRCode from 'qrcode';
import { EmbeddedDevanagari, hasDevanagari, shapeRun, textRuns } from './pdf-devanagari';
import { VISITOR_LABEL, qrContent, type QrSheetFacility } from './qr-sheet';

const PAGE_W = 595;
const PAGE_H = 842;
const COLS = 3;
const ROWS = 4;
const MARGIN = 28;
const CELL_W = (PAGE_W - 2 * MARGIN) / COLS;
const CELL_H = (PAGE_H - 2 * MARGIN) / ROWS;
const QR_SIZE = 136;

/** A PDF string literal in WinAnsi, all ASCII: Latin-1 letters as octal escapes, other scripts as '?'. */
const pdfText = (text: string, max: number) => {
  const clipped = text.length > max ? `${text.slice(0, max - 1)}\u2026` : text;
  const escaped = [...clipped].map((c) => {
    const code = c.charCodeAt(0);
    if (c === '\u2026') return '\\205';
    if (c === '(' || c === ')' || c === '\\') return `\\${c}`;
    if (code >= 32 && code < 127) return c;
    if (code >= 160 && code <= 255) return `\\${code.toString(8)}`;
    return '?';
  });
  return `(${escaped.join('')})`;
};

/** Roughly centred text: Helvetica averages about half an em per character. */
const centred = (font: string, size: number, text: string, max: number, cx: number, y: number) => {
  const shown = Math.min(text.length, max);
  const x = cx - (shown * size * 0.5) / 2;
  return `BT /${font} ${size} Tf ${x.toFixed(1)} ${y.toFixed(1)} Td ${pdfText(text, max)} Tj ET`;
};

interface DocumentFonts {
  regular: EmbeddedDevanagari;
  bold: EmbeddedDevanagari;
}

/** Centred text that may hold Devanagari: Helvetica runs as before, Devanagari runs shaped in the embedded font. */
const centredLine = (fonts: DocumentFonts, font: 'F1' | 'F2', size: number, text: string, max: number, cx: number, y: number) => {
  if (!hasDevanagari(text)) return centred(font, size, text, max, cx, y);
  const chars = [...text];
  const clipped = chars.length > max ? `${chars.slice(0, max - 1).join('')}\u2026` : text;
  const weight = font === 'F2' ? 'bold' : 'regular';
  const runs = textRuns(clipped).map((run) => ({ ...run, width: run.devanagari ? shapeRun(run.text, weight).width * size : run.text.length * size * 0.5 }));
  let x = cx - runs.reduce((sum, run) => sum + run.width, 0) / 2;
  return runs
    .map((run) => {
      const drawn = run.devanagari
        ? fonts[weight].draw(run.text, size, x, y)
        : `BT /${font} ${size} Tf ${x.toFixed(1)} ${y.toFixed(1)} Td ${pdfText(run.text, max)} Tj ET`;
      x += run.width;
      return drawn;
    })
    .join('\n');
};

/** One printed code: the staff code of a facility, or its visitors' feedback code. */
interface PrintedCode {
  content: string;
  title: string;
  subtitle: string;
  caption: string;
}

/** Each facility's staff code, then (issue 21) its feedback code for visitors when it has one. */
export function printedCodes(items: readonly QrSheetFacility[]): PrintedCode[] {
  return items.flatMap((item) => {
    const where = [item.locationName, item.facilityTypeName].filter((part): part is string => Boolean(part)).join(' - ');
    const staff = { content: qrContent(item.id), title: item.name, subtitle: where, caption: qrContent(item.id) };
    if (!item.feedbackUrl) return [staff];
    return [staff, { content: item.feedbackUrl, title: item.name, subtitle: VISITOR_LABEL, caption: 'Scan with your phone camera' }];
  });
}

function card(item: PrintedCode, index: number, fonts: DocumentFonts): string {
  const col = index % COLS;
  const row = Math.floor(index / COLS) % ROWS;
  const left = MARGIN + col * CELL_W;
  const top = PAGE_H - MARGIN - row * CELL_H;
  const cx = left + CELL_W / 2;
  const qr = QRCode.create(item.content, { errorCorrectionLevel: 'M' });
  const size = qr.modules.size;
  const quiet = 2;
  const unit = QR_SIZE / (size + 2 * quiet);
  const qrLeft = cx - QR_SIZE / 2;
  const qrTop = top - 12;
  const squares: string[] = [];
  for (let r = 0; r < size; r += 1) {
    for (let c = 0; c < size; c += 1) {
      if (qr.modules.get(r, c)) {
        const x = qrLeft + (c + quiet) * unit;
        const y = qrTop - (r + quiet + 1) * unit;
        squares.push(`${x.toFixed(2)} ${y.toFixed(2)} ${unit.toFixed(3)} ${unit.toFixed(3)} re`);
      }
    }
  }
  const textTop = qrTop - QR_SIZE - 14;
  return [
    '0.6 G 0.5 w [3 3] 0 d',
    `${(left + 4).toFixed(1)} ${(top - CELL_H + 4).toFixed(1)} ${(CELL_W - 8).toFixed(1)} ${(CELL_H - 8).toFixed(1)} re S`,
    '[] 0 d 0 g',
    `${squares.join('\n')}\nf`,
    centredLine(fonts, 'F2', 11, item.title, 30, cx, textTop),
    centredLine(fonts, 'F1', 9, item.subtitle, 38, cx, textTop - 14),
    '0.35 g',
    centred('F1', 7, item.caption, 48, cx, textTop - 27),
    '0 g',
  ].join('\n');
}

const encoder = new TextEncoder();

/** The PDF bytes: one page per 12 facilities (one empty page when there are none). */
export function renderQrSheetPdf(title: string, facilities: readonly QrSheetFacility[]): Buffer {
  const items = printedCodes(facilities);
  const perPage = COLS * ROWS;
  const fonts: DocumentFonts = { regular: new EmbeddedDevanagari('regular', 'F3'), bold: new EmbeddedDevanagari('bold', 'F4') };
  const pages: string[] = [];
  for (let start = 0; start === 0 || start < items.length; start += perPage) {
    const chunk = items.slice(start, start + perPage);
    const header = centredLine(fonts, 'F1', 8, `${title} - ${start / perPage + 1}`, 80, PAGE_W / 2, PAGE_H - 18);
    pages.push([header, ...chunk.map((item, i) => card(item, i, fonts))].join('\n'));
  }
  const chunks: Buffer[] = [];
  const offsets: number[] = [];
  let length = 0;
  const push = (part: string | Buffer) => {
    const bytes = typeof part === 'string' ? Buffer.from(encoder.encode(part)) : part;
    chunks.push(bytes);
    length += bytes.length;
  };
  const object = (n: number, body: string | Buffer) => {
    offsets[n] = length;
    push(`${n} 0 obj\n`);
    push(body);
    push('\nendobj\n');
  };
  push('%PDF-1.4\n%\u00e2\u00e3\u00cf\u00d3\n');
  const first = 5;
  const kids = pages.map((_, i) => `${first + i * 2} 0 R`).join(' ');
  object(1, '<< /Type /Catalog /Pages 2 0 R >>');
  object(2, `<< /Type /Pages /Kids [${kids}] /Count ${pages.length} >>`);
  object(3, '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>');
  object(4, '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>');
  // The embedded fonts (only when a name needs them) come after the pages.
  const embedded = [fonts.regular, fonts.bold].filter((font) => font.isUsed).map((font, i) => ({ font, n: first + pages.length * 2 + i * 5 }));
  const extra = embedded.map(({ font, n }) => ` /${font.resourceName} ${n} 0 R`).join('');
  pages.forEach((content, i) => {
    const n = first + i * 2;
    object(
      n,
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE_W} ${PAGE_H}] /Resources << /Font << /F1 3 0 R /F2 4 0 R${extra} >> >> /Contents ${n + 1} 0 R >>`,
    );
    // The content is ASCII (pdfText escapes the rest), so its length in bytes is its length.
    object(n + 1, `<< /Length ${content.length} >>\nstream\n${content}\nendstream`);
  });
  for (const { font, n } of embedded) for (const part of font.objects(n)) object(part.n, part.body);
  const xref = length;
  const rows = offsets.slice(1).map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`);
  push(`xref\n0 ${offsets.length}\n0000000000 65535 f \n${rows.join('')}trailer\n<< /Size ${offsets.length} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`);
  return Buffer.concat(chunks);
}
