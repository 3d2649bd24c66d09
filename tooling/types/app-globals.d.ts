/** What every app gets from webpack: DefinePlugin constants (tooling/webpack/federated-app.mjs, and
 * tooling/jest/app-globals.cjs in tests) and asset imports as URLs. */
declare const __APP_VERSION__: string;
declare const __BUILD_ID__: string;

declare module '*.png' {
  const url: string;
  export default url;
}
declare module '*.svg' {
  const url: string;
  export default url;
}
