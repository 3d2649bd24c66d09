/**
 * The public surface of shared-contracts: every name its package exports (".", "./schemas",
 * "./rules", "./routes", "./testing") with its type, as TypeScript sees it. shared-contracts is a
 * strictly versioned singleton, so a change to this surface must come with a new version:
 * src/surface.test.ts compares it with surface.json, and `pnpm --filter shared-contracts surface`
 * records a new surface only when package.json's version has moved past the recorded one.
 */
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const recordFile = path.join(root, 'surface.json');
/** Types printed as import("<absolute path>") are recorded relative to the checkout, so any clone agrees. */
const repoRoot = path.resolve(root, '..');

const flags = ts.TypeFormatFlags.NoTruncation | ts.TypeFormatFlags.UseFullyQualifiedType | ts.TypeFormatFlags.WriteArrowStyleSignature;

function describe(checker, symbol) {
  const target = symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
  const parts = [];
  const declaration = target.declarations?.[0];
  if (target.flags & (ts.SymbolFlags.Interface | ts.SymbolFlags.TypeAlias | ts.SymbolFlags.Class | ts.SymbolFlags.Enum)) {
    const type = checker.getDeclaredTypeOfSymbol(target);
    const members = checker
      .getPropertiesOfType(type)
      .map(
        (member) =>
          `${member.name}${member.flags & ts.SymbolFlags.Optional ? '?' : ''}: ${checker.typeToString(checker.getTypeOfSymbol(member), undefined, flags)}`,
      );
    parts.push(`type ${checker.typeToString(type, undefined, flags | ts.TypeFormatFlags.InTypeAlias)} {${members.sort().join('; ')}}`);
  }
  if (target.flags & ts.SymbolFlags.Value && declaration) {
    parts.push(`value ${checker.typeToString(checker.getTypeOfSymbolAtLocation(target, declaration), undefined, flags)}`);
  }
  return parts.join(' & ');
}

/** Sorted lines `entry name: description`, and their sha-256. */
export function contractSurface() {
  const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
  const entries = Object.entries(pkg.exports).filter(([, file]) => file.endsWith('.ts'));
  const config = ts.getParsedCommandLineOfConfigFile(path.join(root, 'tsconfig.json'), {}, { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => undefined });
  const program = ts.createProgram(
    entries.map(([, file]) => path.join(root, file)),
    { ...config.options, noEmit: true },
  );
  const checker = program.getTypeChecker();
  const lines = [];
  for (const [entry, file] of entries) {
    const source = program.getSourceFile(path.join(root, file));
    const moduleSymbol = source && checker.getSymbolAtLocation(source);
    if (!moduleSymbol) throw new Error(`no module for ${entry}`);
    for (const symbol of checker.getExportsOfModule(moduleSymbol))
      lines.push(`${entry} ${symbol.name}: ${describe(checker, symbol)}`.split(`${repoRoot}/`).join(''));
  }
  lines.sort();
  return { version: pkg.version, lines, hash: createHash('sha256').update(lines.join('\n')).digest('hex') };
}

export function recordedSurface() {
  return JSON.parse(readFileSync(recordFile, 'utf8'));
}

const newer = (a, b) => {
  const [x, y] = [a, b].map((v) => v.split('.').map(Number));
  for (let i = 0; i < 3; i += 1) if (x[i] !== y[i]) return x[i] > y[i];
  return false;
};

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const current = contractSurface();
  let recorded = null;
  try {
    recorded = recordedSurface();
  } catch {
    // First record.
  }
  if (process.argv.includes('--check')) {
    // CI: the recorded surface must be this one, recorded for this version.
    if (!recorded || recorded.hash !== current.hash) {
      console.error(
        `shared-contracts: the public surface differs from surface.json. Raise "version" in shared-contracts/package.json and run \`pnpm --filter shared-contracts surface\`.`,
      );
      process.exit(1);
    }
    if (recorded.version !== current.version) {
      console.error(
        `shared-contracts: surface.json was recorded for ${recorded.version}, package.json says ${current.version}: run \`pnpm --filter shared-contracts surface\`.`,
      );
      process.exit(1);
    }
    console.info(`shared-contracts ${current.version}: public surface as recorded (${current.lines.length} names).`);
  } else if (recorded && recorded.hash === current.hash) {
    console.info(`shared-contracts ${current.version}: public surface unchanged (${current.lines.length} names).`);
  } else if (recorded && !newer(current.version, recorded.version)) {
    console.error(
      `shared-contracts: the public surface changed but the version is still ${current.version}. Raise "version" in shared-contracts/package.json (minor for additions, major for removals), then run this again.`,
    );
    process.exit(1);
  } else {
    writeFileSync(recordFile, `${JSON.stringify({ version: current.version, hash: current.hash, names: current.lines.length }, null, 2)}\n`);
    console.info(`shared-contracts ${current.version}: public surface recorded (${current.lines.length} names).`);
  }
}
