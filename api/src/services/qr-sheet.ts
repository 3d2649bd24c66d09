/** The printable QR sheet: one card per facility with its QR code ('facility=<id>') as inline SVG. */
import QRCode from 'qrcode';

export interface QrSheetFacility {
  id: string;
  name: string;
  locationName: string | null;
  facilityTypeName: string | null;
  /** Issue 21: the public feedback page's address, printed as a second code for visitors. */
  feedbackUrl?: string;
}

/** The label of a facility's second code. */
export const VISITOR_LABEL = 'Visitors: tell us how we did';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** What a facility's QR code holds; the scanner looks for 'facility=' followed by the id (spec 000 §5). */
export const qrContent = (facilityId: string) => `facility=${facilityId}`;

export async function renderQrSheet(organizationName: string, items: readonly QrSheetFacility[]): Promise<string> {
  const cards = await Promise.all(
    items.map(async (item) => {
      const svg = await QRCode.toString(qrContent(item.id), { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
      const where = [item.locationName, item.facilityTypeName]
        .filter((part): part is string => Boolean(part))
        .map(escapeHtml)
        .join(' · ');
      const staff = `<figure class="card">${svg}<figcaption><strong>${escapeHtml(item.name)}</strong><span>${where}</span><code>${escapeHtml(qrContent(item.id))}</code></figcaption></figure>`;
      if (!item.feedbackUrl) return staff;
      const visitorSvg = await QRCode.toString(item.feedbackUrl, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
      return `${staff}<figure class="card visitor">${visitorSvg}<figcaption><strong>${escapeHtml(item.name)}</strong><span>${escapeHtml(VISITOR_LABEL)}</span></figcaption></figure>`;
    }),
  );
  const title = `QR codes — ${escapeHtml(organizationName)}`;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${title}</title>
<style>
body{font-family:system-ui,sans-serif;margin:16px;color:#111}
h1{font-size:18px;margin:0 0 12px}
.sheet{display:grid;grid-template-columns:repeat(auto-fill,minmax(170px,1fr));gap:12px}
.card{margin:0;border:1px dashed #999;padding:10px;text-align:center;break-inside:avoid}
.card svg{width:140px;height:140px}
figcaption{display:flex;flex-direction:column;gap:2px;font-size:12px}
code{font-size:10px;color:#555}
@media print{body{margin:0}h1{display:none}.sheet{gap:6px}}
</style></head>
<body><h1>${title} (${items.length})</h1><main class="sheet">
${cards.join('\n')}
</main></body></html>
`;
}
