// Modules the build writes into an app's `.generated/` folder (git-ignored): facades, antd
// patches, the federation bundler runtime's hand-over. Written there, they resolve their imports
// from that app, as its own code does.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** Writes `<appDir>/.generated/<file>` with a header naming its source; answers its path. */
export function writeGenerated(appDir, file, source, code) {
  const target = path.join(appDir, '.generated', file);
  mkdirSync(path.dirname(target), { recursive: true });
  writeFileSync(target, `// Generated from ${source}; do not edit.\n${code}`);
  return target;
}
