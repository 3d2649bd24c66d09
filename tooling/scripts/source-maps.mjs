// Reading the apps' source maps: which source (and which package) a place in a built file comes
// from. Used by size-report.mjs (bytes by package) and e2e/bench/first-screen.bench.mjs (CPU time
// by package).

const base64 = Object.fromEntries([...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/'].map((c, i) => [c, i]));

/**
 * Decodes a source map's `mappings` into { line, column, source, name } segments (source -1:
 * unmapped; name: an index into the map's `names`, or -1).
 */
export function* segments(mappings) {
  let source = 0;
  let name = 0;
  let line = 0;
  for (const text of mappings.split(';')) {
    let column = 0;
    for (const segment of text.split(',')) {
      if (!segment) continue;
      const values = [];
      let value = 0;
      let shift = 0;
      for (const char of segment) {
        const digit = base64[char];
        value += (digit & 31) << shift;
        if (digit & 32) shift += 5;
        else {
          values.push(value & 1 ? -(value >>> 1) : value >>> 1);
          value = 0;
          shift = 0;
        }
      }
      column += values[0];
      if (values.length > 1) source += values[1];
      if (values.length > 4) name += values[4];
      yield { line, column, source: values.length > 1 ? source : -1, name: values.length > 4 ? name : -1 };
    }
    line += 1;
  }
}

/** A source's package ('react-dom', '(webpack runtime)', '../shared-contracts', 'src') and module path. */
export function packageOf(source) {
  const clean = source.replace(/^webpack:\/\/[^/]*\//, '').replace(/^\.\//, '');
  const nm = clean.lastIndexOf('node_modules/');
  if (nm >= 0) {
    const rest = clean.slice(nm + 'node_modules/'.length).split('/');
    return { pkg: rest[0].startsWith('@') ? `${rest[0]}/${rest[1]}` : rest[0], module: clean.slice(nm + 'node_modules/'.length) };
  }
  if (clean.startsWith('webpack/') || clean.includes('(webpack)')) return { pkg: '(webpack runtime)', module: clean };
  return {
    pkg:
      clean
        .split('/')
        .slice(0, clean.startsWith('..') ? 2 : 1)
        .join('/') || clean,
    module: clean,
  };
}

/**
 * Looks a (0-based) line and column of a built file up in its source map: the source whose
 * segment starts at or before the column, or null.
 */
export function sourceLocator(map) {
  const find = frameLocator(map);
  return (line, column) => find(line, column)?.source ?? null;
}

/** As sourceLocator, with the original name there when the map has one: { source, name } or null. */
export function frameLocator(map) {
  const lines = [];
  for (const segment of segments(map.mappings)) (lines[segment.line] ??= []).push(segment);
  return (line, column) => {
    let found = null;
    for (const segment of lines[line] ?? []) {
      if (segment.column > column) break;
      found = segment;
    }
    return found && found.source >= 0 ? { source: map.sources[found.source], name: found.name >= 0 ? (map.names[found.name] ?? null) : null } : null;
  };
}
