// Webpack plugin (every federated app): the shared modules a chunk consumes are evaluated one task
// each, before the chunk's own modules run.
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
import { nextTask } from './runtime/share-loads-in-tasks-plugin.mjs';

const NAME = 'EvaluateSharedInTasksPlugin';

/**
 * The runtime code: `req` is the webpack require function's name. Kept apart from the plugin so a
 * test runs it against a stand-in require. Its task boundary is the share-loads plugin's, as text.
 */
export function stagedEnsureChunkSource(req = '__webpack_require__') {
  return `
var ensureChunk = ${req}.e;
var nextTask = ${nextTask.toString()};
var evaluate = function (id) {
  if (${req}.c[id]) return;
  try { ${req}(id); } catch (error) { delete ${req}.c[id]; }
};
${req}.e = function (chunkId) {
  return ensureChunk.apply(this, arguments).then(function (value) {
    var data = ${req}.consumesLoadingData;
    var ids = (data && data.chunkMapping && data.chunkMapping[chunkId]) || [];
    var waiting = ids.filter(function (id) { return !${req}.c[id] && ${req}.m[id]; });
    return waiting.reduce(function (done, id) {
      return done.then(nextTask).then(function () { evaluate(id); });
    }, Promise.resolve()).then(function () { return value; });
  });
};`;
}

export class EvaluateSharedInTasksPlugin {
  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    // The compiler's own webpack: the apps' copy is another than this package's (pnpm peers).
    const { RuntimeGlobals, RuntimeModule } = compiler.webpack;
    class EvaluateSharedInTasksRuntimeModule extends RuntimeModule {
      constructor() {
        // After the chunk loader and the federation's consume handlers are defined.
        super('evaluate shared modules in tasks', RuntimeModule.STAGE_TRIGGER);
      }

      generate() {
        return stagedEnsureChunkSource(RuntimeGlobals.require);
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
