import { buildJpegPdf } from './jpeg-pdf';

const jpeg = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 0xff, 0xd9]);
const text = (bytes: Uint8Array) => Array.from(bytes, (byte) => String.fromCharCode(byte)).join('');

describe('buildJpegPdf', () => {
  it('writes a one-page PDF sized to the image, with the JPEG embedded untouched', () => {
    const pdf = text(buildJpegPdf(jpeg, 360.4, 740));
    expect(pdf.startsWith('%PDF-1.4')).toBe(true);
    expect(pdf).toContain('/MediaBox [0 0 360 740]');
    expect(pdf).toContain('/Filter /DCTDecode /Length 9');
    expect(pdf).toContain(text(jpeg));
    expect(pdf.trimEnd().endsWith('%%EOF')).toBe(true);
  });

  it('has a cross-reference table whose offsets point at each object', () => {
    const bytes = buildJpegPdf(jpeg, 10, 10);
    const pdf = text(bytes);
    const xrefAt = Number(/startxref\n(\d+)/.exec(pdf)?.[1]);
    expect(pdf.slice(xrefAt, xrefAt + 4)).toBe('xref');
    const offsets = [...pdf.slice(xrefAt).matchAll(/^(\d{10}) 00000 n $/gm)].map((match) => Number(match[1]));
    expect(offsets).toHaveLength(5);
    offsets.forEach((offset, i) => expect(pdf.slice(offset, offset + `${i + 1} 0 obj`.length)).toBe(`${i + 1} 0 obj`));
  });

  it('refuses data that is not a JPEG', () => {
    expect(() => buildJpegPdf(new Uint8Array([0x89, 0x50]), 1, 1)).toThrow('JPEG');
  });
});
