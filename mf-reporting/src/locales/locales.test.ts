import en from './en-US.json';
import hi from './hi.json';

type Tree = { [key: string]: string | Tree };

function leaves(tree: Tree, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]) => (typeof value === 'string' ? [[prefix + key, value] as [string, string]] : leaves(value, `${prefix}${key}.`)));
}

const placeholders = (text: string): string[] => (text.match(/{{\s*\w+\s*}}/g) ?? []).sort();

describe('mf-reporting locales', () => {
  const english = new Map(leaves(en));
  const hindi = new Map(leaves(hi));

  it('have the same keys in en-US and hi', () => {
    expect([...hindi.keys()].sort()).toEqual([...english.keys()].sort());
  });

  it('translate into Devanagari with the same placeholders', () => {
    for (const [key, text] of english) {
      const translated = hindi.get(key) ?? '';
      expect({ key, devanagari: /[\u0900-\u097F]/.test(translated) }).toEqual({ key, devanagari: true });
      expect({ key, placeholders: placeholders(translated) }).toEqual({ key, placeholders: placeholders(text) });
    }
  });
});
