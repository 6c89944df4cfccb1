/**
 * What the site's bundler plugins use of the compiler (Rspack, or webpack
 * with the same API): a hook on the emitted files of each compilation.
 * Written out rather than imported so that the plugins type-check against
 * either bundler.
 */
export interface AssetCompilation {
  hooks: {
    processAssets: {
      tap(
        options: {name: string; stage: number},
        callback: (assets: Record<string, unknown>) => void,
      ): void;
    };
  };
  emitAsset(file: string, source: unknown): void;
  getAsset(name: string): {source: {source(): string | Buffer}} | undefined;
  updateAsset(name: string, source: unknown): void;
}

export interface AssetCompiler {
  webpack: {
    sources: {RawSource: new (source: string) => unknown};
    Compilation: {
      PROCESS_ASSETS_STAGE_ADDITIONAL: number;
      PROCESS_ASSETS_STAGE_DEV_TOOLING: number;
    };
  };
  hooks: {
    thisCompilation: {
      tap(
        name: string,
        callback: (compilation: AssetCompilation) => void,
      ): void;
    };
  };
}
