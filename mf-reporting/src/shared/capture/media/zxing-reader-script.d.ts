/** zxing-wasm's self-contained reader build (dist/iife/reader), emitted as a file: its URL (webpack.config.mjs). */
declare module 'zxing-reader-script' {
  const url: string;
  export default url;
}
