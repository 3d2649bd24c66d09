// Renders the shell's PNG icons from its drawing, shell/assets/icon.svg, and the demo organisations'
// logos from theirs (api/static/branding/*.svg) with Debian's Chromium:
// `node e2e/scripts/render-icons.mjs`, then commit the PNGs. The product takes logos as PNG or JPEG
// only (mf-org-admin's image field); the seed's are PNGs too, for the same reason as the icons.
// The app ships PNGs, not the SVG (issue 15): Chromium decodes an SVG favicon or manifest icon on the
// page's main thread, as a document of its own, each time the page loads: ~80 ms of a phone's start
// (at 4x CPU, ~270 ms of Lighthouse's blocking time on home). A PNG decodes off the page's work.
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { launchChromium } from '../bench/bench-servers.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const shell = path.join(root, 'shell');
const branding = path.join(root, 'api', 'static', 'branding');
const drawing = readFileSync(path.join(shell, 'assets', 'icon.svg'), 'utf8');
const inner = drawing.replace(/^<svg[^>]*>/, '').replace(/<\/svg>\s*$/, '');
const glyph = inner.replace(/<rect[^>]*\/>/, '');

/** Each icon: its file, its size in px, and the SVG it is drawn from. */
const icons = [
  // The favicon, and the manifest's icons of any purpose: the drawing as it is.
  { file: 'icon-48.png', size: 48, svg: drawing },
  { file: 'icon-192.png', size: 192, svg: drawing },
  { file: 'icon-512.png', size: 512, svg: drawing },
  // Maskable: the platform crops it to its own shape, so the background fills the square and the
  // glyph keeps within the central safe circle (radius 40 %).
  {
    file: 'icon-maskable-512.png',
    size: 512,
    svg: `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512"><rect width="512" height="512" fill="#1565c0"/><g transform="translate(256 256) scale(0.85) translate(-256 -256)">${glyph}</g></svg>`,
  },
  // A notification's badge: Android shows only its alpha, so the glyph alone, in white.
  {
    file: 'badge-96.png',
    size: 96,
    svg: `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512">${glyph.replace(/fill="#[0-9a-f]+"/gi, 'fill="#fff"')}</svg>`,
  },
  // The logos, at 192 px: sharp on a 3x screen at the header's 64 px.
  ...readdirSync(branding)
    .filter((file) => file.endsWith('.svg'))
    .map((file) => ({ file: path.join(branding, file.replace(/\.svg$/, '.png')), size: 192, svg: readFileSync(path.join(branding, file), 'utf8') })),
];

const browser = await launchChromium();
try {
  const page = await browser.newPage();
  for (const { file, size, svg } of icons) {
    await page.setViewport({ width: size, height: size, deviceScaleFactor: 1 });
    const sized = svg.replace(/<svg[^>]*>/, (tag) => tag.replace(/ (width|height)="[^"]*"/g, '').replace('<svg', `<svg width="${size}" height="${size}"`));
    await page.setContent(`<html><body style="margin:0;background:transparent">${sized}</body></html>`);
    const png = await page.screenshot({ omitBackground: true, clip: { x: 0, y: 0, width: size, height: size } });
    const target = path.isAbsolute(file) ? file : path.join(shell, 'public', file);
    writeFileSync(target, png);
    console.info(`${path.relative(root, target)}: ${size} × ${size}, ${png.length} bytes`);
  }
} finally {
  await browser.close();
}
