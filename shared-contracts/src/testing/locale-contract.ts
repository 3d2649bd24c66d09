/**
 * The checks every package's locale files must pass: the same keys in en-US and hi, Hindi really
 * translated (Devanagari), and the same {{placeholders}}. Strings meant to stay as they are (the
 * product name, a language's own name) are listed in `untranslated`.
 */
type Tree = { [key: string]: string | Tree };

function leaves(tree: Tree, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [[prefix + key, value] as [string, string]] : leaves(value, `${prefix}${key}.`),
  );
}

const placeholders = (text: string): string[] => (text.match(/{{\s*\w+\s*}}/g) ?? []).sort();

export function describeLocaleContract(namespace: string, en: object, hi: object, untranslated: readonly string[] = []): void {
  describe(`${namespace} locales`, () => {
    const english = new Map(leaves(en as Tree));
    const hindi = new Map(leaves(hi as Tree));

    it('have the same keys in en-US and hi', () => {
      expect([...hindi.keys()].sort()).toEqual([...english.keys()].sort());
    });

    it('translate into Devanagari with the same placeholders', () => {
      for (const [key, text] of english) {
        const translated = hindi.get(key) ?? '';
        if (!untranslated.includes(key)) expect({ key, devanagari: /[\u0900-\u097F]/.test(translated) }).toEqual({ key, devanagari: true });
        expect({ key, placeholders: placeholders(translated) }).toEqual({ key, placeholders: placeholders(text) });
      }
    });
  });
}
