// The shell's index.html preloads the scripts its start needs (issue 15). main.js only holds the
// federation runtime and `import('./bootstrap')`: the app's code, React's `framework` chunk and
// shared-contracts were requested only once main.js had downloaded and run, one round trip and one
// script later. Preloaded, they download beside main.js: Lighthouse's sign-in LCP and TTI went
// from 2.6-2.7 s to 2.3-2.4 s. The links go at the end of the body, after first-screen.js: in the
// head they took the connections first-screen.js waits for, and home's first paint came later.
import HtmlWebpackPlugin from 'html-webpack-plugin';

const NAME = 'PreloadStartPlugin';
/** The entry's (shell/src/index.ts) dynamic import of the app. */
const START_REQUEST = './bootstrap';

/**
 * The JavaScript files of the entry's `import('./bootstrap')` group, and of the chunks that provide
 * the shared modules (React, shared-contracts, …) that group consumes: federation loads those
 * through the share scope, from the shell's own chunks.
 */
function startFiles(compilation) {
  const { chunkGraph } = compilation;
  const start = compilation.chunkGroups.filter((group) => group.origins.some((origin) => origin.request === START_REQUEST));
  const consumed = new Set();
  for (const group of start)
    for (const chunk of group.chunks)
      for (const module of chunkGraph.getChunkModulesIterable(chunk))
        if (module.constructor.name === 'ConsumeSharedModule') consumed.add(module.options.shareKey);
  const groups = [...start];
  for (const module of compilation.modules) {
    if (module.constructor.name !== 'ProvideSharedModule' || !consumed.has(module._name)) continue;
    for (const block of module.blocks) {
      const group = chunkGraph.getBlockChunkGroup(block);
      if (group) groups.push(group);
    }
  }
  const files = new Set();
  for (const group of groups) for (const chunk of group.chunks) for (const file of chunk.files) if (file.endsWith('.js')) files.add(file);
  return [...files].sort();
}

export class PreloadStartPlugin {
  apply(compiler) {
    compiler.hooks.compilation.tap(NAME, (compilation) => {
      HtmlWebpackPlugin.getCompilationHooks(compilation).alterAssetTagGroups.tap(NAME, (data) => {
        const publicPath = compilation.outputOptions.publicPath === 'auto' ? '/' : (compilation.outputOptions.publicPath ?? '/');
        const links = startFiles(compilation).map((file) =>
          HtmlWebpackPlugin.createHtmlTagObject('link', { rel: 'preload', as: 'script', href: `${publicPath}${file}` }),
        );
        data.bodyTags.push(...links);
        return data;
      });
    });
  }
}
