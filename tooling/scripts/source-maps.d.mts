export interface SourceMap {
  sources: string[];
  names: string[];
  mappings: string;
}
export declare function segments(mappings: string): Generator<{ line: number; column: number; source: number; name: number }>;
export declare function packageOf(source: string): { pkg: string; module: string };
export declare function sourceLocator(map: SourceMap): (line: number, column: number) => string | null;
export declare function frameLocator(map: SourceMap): (line: number, column: number) => { source: string; name: string | null } | null;
