/** Injected by webpack's DefinePlugin (tooling/webpack/federated-app.mjs). */
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
