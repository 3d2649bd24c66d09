// Webpack plugin (every federated app): the shared modules a chunk consumes are evaluated one task
// each, before the chunk's own modules run; the modules of a library chunk named for it (the
// shell's antd-core) are evaluated in slices of a few milliseconds, in the order webpack would
// evaluate them.
//
// When a chunk arrives, webpack requires its modules in one task, and each shared module they
// import (antd's components, react-dom, shared-contracts) is evaluated there the first time: on a
// mid-range phone the facility list's page chunk was one task of ~330 ms, half of it antd modules
// evaluated through their consume modules (issue 15, total blocking time). This wraps the chunk
// loader (`__webpack_require__.e`): once a chunk and its shared modules are downloaded, the consume
// modules it lists that are not evaluated yet are required one per task, and only then does the
// chunk's own code run, finding them evaluated. A shared module is a package of its own, so the
// order it is evaluated in does not matter to it. One that throws is forgotten again, so the
// chunk's own require meets the same error where it always did.
//
// One shared module can still be a long task: the first antd component a page evaluates brings
// antd's core with it (config provider, theme, cssinjs, rc-components): ~56 ms of the facility
// list's main thread in one task, ~175 ms of its blocking time under Lighthouse's 4x CPU. For the
// chunks named in `slicedChunks`, the build lists the chunk's modules in webpack's post-order (a
// module after what it imports), keeping only those whose every import, all the way down, is in
// the same chunk, so evaluating one never needs a file that may not be there yet, and takes part
// in no import cycle, so each module runs after all it imports, whatever order the page's own
// imports would have taken. Once the chunk
// is loaded, the runtime requires them in that order, yielding whenever a slice has run for
// SLICE_MS; what a page then requires is already evaluated.
import { nextTask } from './runtime/share-loads-in-tasks-plugin.mjs';

const NAME = 'EvaluateSharedInTasksPlugin';
/** A slice's budget: under 12.5 ms, the most a task may take at 4x CPU without counting as blocking. */
export const SLICE_MS = 5;

/**
 * The runtime code: `req` is the webpack require function's name; `sliced` maps a chunk id to the
 * modules to evaluate in slices once it is loaded. Kept apart from the plugin so a test runs it
 * against a stand-in require. Its task boundary is the share-loads plugin's, as text.
 *
 * @param {string} [req]
 * @param {Record<string | number, (string | number)[]>} [sliced]
 */
export function stagedEnsureChunkSource(req = '__webpack_require__', sliced = {}) {
  return `
var ensureChunk = ${req}.e;
var nextTask = ${nextTask.toString()};
var sliced = ${JSON.stringify(sliced)};
var slicing = {};
var now = function () { return typeof performance === 'object' ? performance.now() : Date.now(); };
var evaluate = function (id) {
  if (${req}.c[id]) return;
  try { ${req}(id); } catch (error) { delete ${req}.c[id]; }
};
// A module that throws here leaves the modules it was importing half evaluated in the cache; all
// this attempt added is forgotten, and the page's own require meets the error where it always did.
var evaluateEarly = function (id) {
  if (${req}.c[id]) return true;
  var known = {};
  for (var key in ${req}.c) known[key] = true;
  try { ${req}(id); return true; } catch (error) {
    for (var added in ${req}.c) if (!known[added]) delete ${req}.c[added];
    return false;
  }
};
var evaluateInSlices = function (ids) {
  var next = 0;
  var slice = function () {
    var end = now() + ${SLICE_MS};
    do if (!evaluateEarly(ids[next++])) return undefined; while (next < ids.length && now() < end);
    return next < ids.length ? nextTask().then(slice) : undefined;
  };
  var waiting = ids.some(function (id) { return !${req}.c[id]; });
  return waiting ? nextTask().then(slice) : Promise.resolve();
};
${req}.e = function (chunkId) {
  return ensureChunk.apply(this, arguments).then(function (value) {
    var data = ${req}.consumesLoadingData;
    var ids = (data && data.chunkMapping && data.chunkMapping[chunkId]) || [];
    var waiting = ids.filter(function (id) { return !${req}.c[id] && ${req}.m[id]; });
    return waiting.reduce(function (done, id) {
      return done.then(nextTask).then(function () { evaluate(id); });
    }, Promise.resolve()).then(function () {
      if (!sliced[chunkId]) return undefined;
      slicing[chunkId] = slicing[chunkId] || evaluateInSlices(sliced[chunkId]);
      return slicing[chunkId];
    }).then(function () { return value; });
  });
};`;
}

/**
 * A chunk's modules in webpack's post-order, those only whose synchronous imports, all the way
 * down, stay in the chunk and form no import cycle; their ids. Which module of a cycle runs first
 * depends on which one the page imports first (a module of the cycle may call another's function
 * while it is evaluated), so cycles, and whatever reaches one, are left to the page's own order.
 *
 * @param {import('webpack').Compilation} compilation
 * @param {import('webpack').Chunk} chunk
 */
export function slicedModuleIds(compilation, chunk) {
  const { chunkGraph, moduleGraph } = compilation;
  const { AsyncDependenciesBlock } = compilation.compiler.webpack;
  const VISITING = 'visiting';
  /** @type {Map<import('webpack').Module, boolean | typeof VISITING>} */
  const safe = new Map();
  /** @param {import('webpack').Module} module */
  const isSafe = (module) => {
    const known = safe.get(module);
    // A module met again while its own imports are being walked: an import cycle.
    if (known === VISITING) return false;
    if (known !== undefined) return known;
    safe.set(module, VISITING);
    let ok = chunkGraph.isModuleInChunk(module, chunk);
    if (ok) {
      for (const connection of moduleGraph.getOutgoingConnections(module)) {
        const target = connection.module;
        if (!target || !connection.isTargetActive(chunk.runtime)) continue;
        // Imports inside import() load their own chunks; only what runs at once counts. (The
        // parent of a concatenated module's import is the inner module it came from.)
        if (connection.dependency && moduleGraph.getParentBlock(connection.dependency) instanceof AsyncDependenciesBlock) continue;
        // Every import is walked, so each module of a cycle learns that it is in one.
        if (!isSafe(target)) ok = false;
      }
    }
    safe.set(module, ok);
    return ok;
  };
  return [...chunkGraph.getChunkModulesIterable(chunk)]
    .filter((module) => moduleGraph.getPostOrderIndex(module) !== null && chunkGraph.getModuleId(module) !== null)
    .sort((a, b) => (moduleGraph.getPostOrderIndex(a) ?? 0) - (moduleGraph.getPostOrderIndex(b) ?? 0))
    .filter(isSafe)
    .map((module) => chunkGraph.getModuleId(module));
}

export class EvaluateSharedInTasksPlugin {
  /** @param {{ slicedChunks?: string[] }} [options] the names of the chunks whose modules are evaluated in slices */
  constructor({ slicedChunks = [] } = {}) {
    this.slicedChunks = new Set(slicedChunks);
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    // The compiler's own webpack: the apps' copy is another than this package's (pnpm peers).
    const { RuntimeGlobals, RuntimeModule } = compiler.webpack;
    const slicedChunks = this.slicedChunks;
    class EvaluateSharedInTasksRuntimeModule extends RuntimeModule {
      constructor() {
        // After the chunk loader and the federation's consume handlers are defined.
        super('evaluate shared modules in tasks', RuntimeModule.STAGE_TRIGGER);
      }

      generate() {
        const compilation = /** @type {import('webpack').Compilation} */ (this.compilation);
        /** @type {Record<string | number, (string | number)[]>} */
        const sliced = {};
        for (const chunk of compilation.chunks) {
          if (chunk.name && slicedChunks.has(chunk.name) && chunk.id !== null) sliced[chunk.id] = slicedModuleIds(compilation, chunk);
        }
        return stagedEnsureChunkSource(RuntimeGlobals.require, sliced);
      }
    }
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      compilation.hooks.runtimeRequirementInTree.for(RuntimeGlobals.ensureChunk).tap(NAME, (chunk, set) => {
        set.add(RuntimeGlobals.moduleCache);
        set.add(RuntimeGlobals.moduleFactories);
        compilation.addRuntimeModule(chunk, new EvaluateSharedInTasksRuntimeModule());
      });
    });
  }
}
