// The Content-Security-Policy and Permissions-Policy of every FacilityOps origin, computed from the
// same remotes.json the shell reads, so a redeployed remote on a new origin is allowed by changing
// that one file.

/** Where browsers post CSP violation reports (the shell's origin). */
export const CSP_REPORT_PATH = '/csp-report';

/** @param {string} url */
function originOf(url) {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

/**
 * Directives for @fastify/helmet. No 'unsafe-eval' and no inline scripts: scripts come from this
 * origin and the remotes' origins only. 'wasm-unsafe-eval' lets zxing-wasm compile its bundled
 * WebAssembly (it allows WebAssembly.compile, not eval or new Function). Styles keep
 * 'unsafe-inline': antd's CSS-in-JS writes style elements and index.html has its boot styles.
 * @param {{ api: string, remotes: Record<string, string> }} config the shell's remotes.json
 */
export function contentSecurityPolicy(config) {
  const remotes = [
    ...new Set(
      Object.values(config.remotes ?? {})
        .map(originOf)
        .filter((origin) => origin !== null),
    ),
  ];
  const api = originOf(config.api);
  const others = [...remotes, ...(api ? [api] : [])];
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'", "'wasm-unsafe-eval'", ...remotes],
    'style-src': ["'self'", "'unsafe-inline'"],
    // Photos and voice notes: blob: while captured, the api once uploaded; icons from the api and remotes.
    'img-src': ["'self'", 'data:', 'blob:', ...others],
    'media-src': ["'self'", 'data:', 'blob:', ...others],
    'font-src': ["'self'", 'data:', ...remotes],
    'connect-src': ["'self'", 'blob:', 'data:', ...others],
    // pica resizes in a blob: worker; the service worker is this origin's.
    'worker-src': ["'self'", 'blob:'],
    // The avatar menu's Feedbacks frames this origin's feedback app (/new-feedbacks).
    'frame-src': ["'self'"],
    'frame-ancestors': ["'none'"],
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    // Violations are posted to the shell's own origin (static-server.mjs logs them; e2e fails on any).
    'report-uri': [CSP_REPORT_PATH],
  };
}

/**
 * Camera (QR scan, photos), microphone (voice notes) and location (the app asks for it with the
 * others at start) for the app's own document only; nothing for frames or other origins.
 */
export const permissionsPolicy = 'camera=(self), microphone=(self), geolocation=(self), payment=(), usb=(), interest-cohort=()';
