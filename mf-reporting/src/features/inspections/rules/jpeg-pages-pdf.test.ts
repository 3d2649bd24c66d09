import { buildJpegPagesPdf, pageSlices } from './jpeg-pages-pdf';

const jpeg = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 0xff, 0xd9]);
const latin1 = (bytes: Uint8Array) => Array.from(bytes, (byte) => String.fromCharCode(byte)).join('');

describe('buildJpegPagesPdf', () => {
  it('writes one page per JPEG, each sized to its image, with the JPEG untouched', () => {
    const pdf = latin1(
      buildJpegPagesPdf(
        [
          { jpeg, width: 595, height: 842 },
          { jpeg, width: 595, height: 300.4 },
        ],
        'Inspection (1)',
      ),
    );
    expect(pdf.startsWith('%PDF-1.4')).toBe(true);
    expect(pdf).toContain('/Count 2');
    expect(pdf).toContain('/MediaBox [0 0 595 842]');
    expect(pdf).toContain('/MediaBox [0 0 595 300]');
    expect(pdf).toContain('/Title (Inspection \\(1\\))');
    expect(pdf.split(latin1(jpeg))).toHaveLength(3);
    expect(pdf.trimEnd().endsWith('%%EOF')).toBe(true);
  });

  it('has a cross-reference table whose offsets point at each object', () => {
    const bytes = buildJpegPagesPdf([
      { jpeg, width: 10, height: 10 },
      { jpeg, width: 10, height: 10 },
    ]);
    const pdf = latin1(bytes);
    const xrefAt = Number(/startxref\n(\d+)/.exec(pdf)?.[1]);
    expect(pdf.slice(xrefAt, xrefAt + 4)).toBe('xref');
    const offsets = [...pdf.slice(xrefAt).matchAll(/^(\d{10}) 00000 n $/gm)].map((match) => Number(match[1]));
    expect(offsets).toHaveLength(9);
    offsets.forEach((offset, i) => expect(pdf.slice(offset, offset + `${i + 1} 0 obj`.length)).toBe(`${i + 1} 0 obj`));
  });

  it('refuses no pages and data that is not a JPEG', () => {
    expect(() => buildJpegPagesPdf([])).toThrow('page');
    expect(() => buildJpegPagesPdf([{ jpeg: new Uint8Array([0x89, 0x50]), width: 1, height: 1 }])).toThrow('JPEG');
  });
});

describe('pageSlices', () => {
  it('cuts a tall image into A4-proportioned pages, the last one shorter', () => {
    expect(pageSlices(2000, 600)).toEqual([
      [0, 849],
      [849, 849],
      [1698, 302],
    ]);
    expect(pageSlices(100, 600)).toEqual([[0, 100]]);
  });
});
