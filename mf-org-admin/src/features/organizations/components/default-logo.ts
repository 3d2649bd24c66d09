/** Shown when an organisation has no logo (spec 001 §2.4): a neutral building, inline so it works offline. */
export const DEFAULT_LOGO =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="8" fill="#e6e9ef"/>' +
      '<path d="M18 50V18h20v32M38 28h10v22M14 50h38" fill="none" stroke="#6b7280" stroke-width="3" stroke-linejoin="round"/>' +
      '<path d="M24 24h3M30 24h3M24 31h3M30 31h3M24 38h3M30 38h3M42 34h2M42 40h2" stroke="#6b7280" stroke-width="3"/></svg>',
  );
