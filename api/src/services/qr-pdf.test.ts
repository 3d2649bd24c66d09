/** Issue 19: Hindi names on the QR sheet are embedded Devanagari text, not '?'; Latin-only sheets stay as they were. */
import { renderQrSheetPdf } from './qr-pdf';
import { textRuns } from './pdf-devanagari';

const hindi = 'टावर A शौचालय 1';
const utf16 = (text: string) => [...text].map((c) => (c.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')).join('');

/** Every letter the embedded fonts' ToUnicode maps give their glyphs (what a PDF reader extracts). */
function mappedLetters(pdf: string): Set<string> {
  const targets = [...pdf.matchAll(/^<[0-9A-F]{4}> <([0-9A-F]+)>$/gm)].map(([, hex]) => hex ?? '');
  return new Set(targets.flatMap((hex) => (hex.match(/.{4}/g) ?? []).map((h) => String.fromCharCode(parseInt(h, 16)))));
}

describe('the QR sheet PDF', () => {
  it('embeds a Devanagari subset for a Hindi name, with its text for search and copy', () => {
    const bytes = renderQrSheetPdf('QR codes', [{ id: 'fac-hi-1', name: hindi, locationName: 'मुख्य भवन', facilityTypeName: 'Washroom' }]);
    const pdf = bytes.toString('latin1');
    expect(pdf.startsWith('%PDF-1.4')).toBe(true);
    expect(pdf).not.toContain('(?????');
    expect(pdf).toContain('/Subtype /CIDFontType2');
    expect(pdf).toMatch(/\/FontFile2 \d+ 0 R/);
    // The name as text: each Devanagari run is marked with its exact text…
    expect(pdf).toContain(`/ActualText <FEFF${utf16('टावर ')}>`);
    expect(pdf).toContain(`/ActualText <FEFF${utf16('शौचालय ')}>`);
    expect(pdf).toContain(`/ActualText <FEFF${utf16('मुख्य भवन ')}>`);
    expect(pdf).toContain('(A )');
    // …and the glyphs map back to the letters they draw (ख् is one glyph for two letters).
    const letters = mappedLetters(pdf);
    for (const letter of 'टावरशौचालयमुख्यभवन') expect(letters.has(letter)).toBe(true);
    // The font file is a subset: far smaller than the whole font, and a real TrueType file.
    const length = Number(/\/Length (\d+) \/Length1/.exec(pdf)?.[1]);
    expect(length).toBeGreaterThan(1000);
    expect(length).toBeLessThan(60_000);
    expect(bytes.length).toBeLessThan(150_000);
    // The code is still exactly what the scanner reads.
    expect(pdf).toContain('(facility=fac-hi-1)');
  });

  it('writes a sheet of Latin names with Helvetica only, as before', () => {
    const pdf = renderQrSheetPdf('QR codes', [{ id: 'fac-1', name: 'Tower A Washroom 1', locationName: 'Tower A', facilityTypeName: 'Washroom' }]).toString(
      'latin1',
    );
    expect(pdf).toContain('(Tower A Washroom 1)');
    expect(pdf).not.toContain('FontFile2');
    expect(pdf.match(/\(facility=[^)]+\)/g)).toEqual(['(facility=fac-1)']);
  });

  it('cuts a name into Devanagari and other runs', () => {
    expect(textRuns(hindi)).toEqual([
      { devanagari: true, text: 'टावर ' },
      { devanagari: false, text: 'A ' },
      { devanagari: true, text: 'शौचालय ' },
      { devanagari: false, text: '1' },
    ]);
  });
});
