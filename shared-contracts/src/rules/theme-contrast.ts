/**
 * WCAG 2.x contrast of an organisation's theme colours (issue 18). The shell puts white text on the
 * primary colour (buttons, the selected menu item) and uses it for links on white; body text
 * (antd's rgba(0,0,0,0.88) on white, about #1f1f1f) sits on the background colour. Those two must
 * reach AA for normal text (4.5:1): the editor refuses them and the server answers 400. The
 * secondary colour only tints warnings and icons, so below 3:1 against white is a warning.
 */

export type ThemeColorName = 'primary' | 'secondary' | 'background';

/** AA for normal text, and the 3:1 floor for large text and graphics. */
export const AA_TEXT_CONTRAST = 4.5;
export const AA_GRAPHIC_CONTRAST = 3;

/** What each colour is measured against. */
export const CONTRAST_PARTNERS: Readonly<Record<ThemeColorName, string>> = { primary: '#ffffff', secondary: '#ffffff', background: '#1f1f1f' };

const HEX = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

/** Whether a value is a plain CSS hex colour, #rgb or #rrggbb (the only form the theme takes). */
export function isHexColor(value: string): boolean {
  return HEX.test(value);
}

function channels(hex: string): [number, number, number] {
  const body = hex.slice(1);
  const full = body.length === 3 ? [...body].map((c) => c + c).join('') : body;
  return [0, 2, 4].map((at) => parseInt(full.slice(at, at + 2), 16) / 255) as [number, number, number];
}

/** WCAG relative luminance of a hex colour, 0 (black) to 1 (white). */
export function relativeLuminance(hex: string): number {
  const [r, g, b] = channels(hex).map((c) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** The contrast ratio of two hex colours, 1 to 21, rounded down to two decimals (4.499 is not AA). */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [number, number];
  return Math.floor(((light + 0.05) / (dark + 0.05)) * 100) / 100;
}

export interface ContrastProblem {
  color: ThemeColorName;
  value: string;
  against: string;
  ratio: number;
  needed: number;
  /** 'refuse': the colour cannot be saved; 'warn': it can, with a warning. */
  severity: 'refuse' | 'warn';
}

/** The contrast problems of a set of theme colours (colours that are not hex are left to the schema). */
export function themeContrastProblems(colors: Partial<Record<ThemeColorName, string | null | undefined>>): ContrastProblem[] {
  const problems: ContrastProblem[] = [];
  const check = (color: ThemeColorName, needed: number, severity: ContrastProblem['severity']) => {
    const value = colors[color];
    if (!value || !isHexColor(value)) return;
    const against = CONTRAST_PARTNERS[color];
    const ratio = contrastRatio(value, against);
    if (ratio < needed) problems.push({ color, value, against, ratio, needed, severity });
  };
  check('primary', AA_TEXT_CONTRAST, 'refuse');
  check('background', AA_TEXT_CONTRAST, 'refuse');
  check('secondary', AA_GRAPHIC_CONTRAST, 'warn');
  return problems;
}

type Rgba = [number, number, number, number];

const RGB_FUNCTION = /^rgba?\(\s*([\d.]+)[\s,]+([\d.]+)[\s,]+([\d.]+)(?:[\s,/]+([\d.]+%?))?\s*\)$/i;

/** A theme colour (#rgb, #rrggbb or rgb()/rgba(), as antd writes its tokens) as channels 0-255 and alpha 0-1. */
function parseColor(color: string): Rgba {
  const value = color.trim();
  if (isHexColor(value)) {
    const [r, g, b] = channels(value).map((c) => c * 255) as [number, number, number];
    return [r, g, b, 1];
  }
  const match = RGB_FUNCTION.exec(value);
  if (!match) throw new Error(`not a colour the theme uses: ${color}`);
  const alpha = match[4] === undefined ? 1 : match[4].endsWith('%') ? parseFloat(match[4]) / 100 : parseFloat(match[4]);
  return [Number(match[1]), Number(match[2]), Number(match[3]), alpha];
}

const toHex = (rgb: readonly number[]) =>
  `#${rgb
    .map((c) =>
      Math.round(Math.min(255, Math.max(0, c)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;

/** The opaque colour seen when `color` (perhaps translucent, like antd's secondary texts) is drawn on the opaque `background`. */
export function flattenColor(color: string, background: string): string {
  const [r, g, b, a] = parseColor(color);
  const [br, bg, bb] = parseColor(background);
  return toHex([r * a + br * (1 - a), g * a + bg * (1 - a), b * a + bb * (1 - a)]);
}

/**
 * The colour nearest to `color` that reaches `needed` against every one of `backgrounds`: mixed
 * towards black on light backgrounds and towards white on dark ones, in steps of 2 %. This is how an
 * organisation's colour (or a theme's grey) is adjusted for text use; a colour that already reaches
 * the ratio comes back as it is (flattened to hex).
 */
export function readableColor(color: string, backgrounds: readonly string[], needed: number = AA_TEXT_CONTRAST): string {
  const [first = '#ffffff'] = backgrounds;
  const start = parseColor(flattenColor(color, first));
  const light = backgrounds.reduce((sum, bg) => sum + relativeLuminance(flattenColor(bg, '#ffffff')), 0) / Math.max(1, backgrounds.length) > 0.18;
  const target = light ? 0 : 255;
  let candidate = toHex(start.slice(0, 3));
  for (let step = 0; step <= 50; step += 1) {
    const t = step / 50;
    candidate = toHex(start.slice(0, 3).map((c) => c + (target - c) * t));
    if (backgrounds.every((bg) => contrastRatio(candidate, flattenColor(bg, '#ffffff')) >= needed)) return candidate;
  }
  return candidate;
}
