/**
 * Workaround: the chunk id → content hash map leaves the runtime for a file
 * of its own, loaded when the first chunk the page did not name is needed.
 *
 * The bundler's chunk filename function holds the map as an object literal
 * (`e=>"assets/js/"+e+"."+({"001ebf7f":"c4566110",…})[e]+".js"` once
 * minified): one entry per chunk of the site, about a thousand, 13 KB of
 * the runtime every page loads before it can run. A page names the chunks
 * it renders with in its HTML (see the core patch and
 * config/htmlTemplate.ts), so it needs the map only for what comes later:
 * prefetching links, a page it moves to, a component loaded on demand.
 *
 * The minified runtime is rewritten so that
 * - the map is written to `assets/js/chunk-map.<hash>.js`, which sets
 *   `self.docusaurusChunkMap`;
 * - the filename function reads the map from the runtime (`R.H`), and
 *   `R.hm()` loads the file once (a promise; a failed load can be retried);
 * - loading a chunk (`R.e`) that is not installed yet waits for the map;
 *   chunks already on the page load as before, without it.
 * Docusaurus' prefetch reads file names synchronously: the idle prefetch
 * queue (src/clientModules/idlePrefetch.ts) waits for `R.hm()` first. Code
 * that names a chunk file synchronously with a literal id (`R.u("search")`,
 * which is how the bundler starts the search worker) keeps that chunk's hash
 * in the runtime (`R.I`), found by scanning the emitted scripts.
 *
 * It works on the emitted file, not on the runtime module: Rspack fills in
 * the hashes after its runtime module hook, and a module changed there
 * loses them. The rewritten runtime depends only on the emitted one, whose
 * name already changes with any chunk's hash.
 */
import {createHash} from 'node:crypto';
import type {AssetCompiler} from '../bundler/assetCompiler';

/**
 * `<R>.u=<id>=>"<dir>"+<id>+"."+({…})[<id>]+".js"` in minified runtime
 * code; groups: the runtime's require function, the parameter, the folder,
 * the map.
 */
const inlineMapFunction =
  /([\w$]+)\.u=([\w$]+)=>"([^"\\]*)"\+\2\+"\."\+\((\{[^{}]*\})\)\[\2\]\+"\.js"/;

/** The global the map file sets. */
export const chunkMapGlobal = 'docusaurusChunkMap';

/** What the runtime file becomes, and the map file beside it. */
export interface SplitRuntime {
  runtime: string;
  /** Site path of the map file below the public path, e.g. `assets/js/…`. */
  mapFile: string;
  mapSource: string;
}

/**
 * `code` (a minified runtime) with its chunk hash map moved to a file of
 * its own; undefined when the code has no such function or lacks the
 * runtime helpers the rewrite calls.
 */
export function splitChunkHashMap(
  code: string,
  syncIds: Iterable<string> = [],
): SplitRuntime | undefined {
  const match = inlineMapFunction.exec(code);
  if (!match) {
    return undefined;
  }
  const [whole, R, id, dir, map] = match as unknown as [
    string,
    string,
    string,
    string,
    string,
  ];
  // The helpers used below: script loading, public path, the installed
  // check of JSONP chunk loading, and chunk loading itself.
  for (const helper of ['.l=', '.p=', '.O.j=', '.e=']) {
    if (!code.includes(`${R}${helper}`)) {
      return undefined;
    }
  }
  // The minifier writes some keys as numbers (`0xbddaef:` for
  // "12442351"): the literal is read as JavaScript, as the browser would.
  const hashes = new Function(`return ${map}`)() as Record<string, string>;
  const inline = Object.fromEntries(
    [...new Set(syncIds)]
      .filter((chunkId) => chunkId in hashes)
      .sort()
      .map((chunkId) => [chunkId, hashes[chunkId]]),
  );
  const mapSource = `self.${chunkMapGlobal}=${map};`;
  const hash = createHash('sha256').update(mapSource).digest('hex');
  const mapFile = `${dir}chunk-map.${hash.slice(0, 8)}.js`;
  const rewritten = [
    `${R}.I=${JSON.stringify(inline)}`,
    `${R}.u=${id}=>"${dir}"+${id}+"."+(${R}.H||${R}.I)[${id}]+".js"`,
    // One promise for the map; cleared when the load fails, so the next
    // chunk load tries again.
    `${R}.hm=()=>${R}.H?Promise.resolve():${R}.HP||(${R}.HP=new Promise((ok,fail)=>${R}.l(${R}.p+"${mapFile}",()=>{(${R}.H=self.${chunkMapGlobal})?ok():(${R}.HP=void 0,fail(Error("Loading the chunk map failed: ${mapFile}")))},"chunk-map")))`,
    // Chunk loading is wrapped once the runtime has defined it (below).
  ].join(',');
  const wrapChunkLoading = `${R}.E=${R}.e,${R}.e=${id}=>${R}.H||${R}.O.j(${id})?${R}.E(${id}):${R}.hm().then(()=>${R}.E(${id}))`;
  // `R.e` is defined before `R.u` in the runtime; the wrapper goes right
  // after the filename function, when both exist.
  const runtime = code.replace(whole, `${rewritten},${wrapChunkLoading}`);
  return {runtime, mapFile, mapSource};
}

/**
 * Chunk ids that `code` names synchronously: `<R>.u("<id>")` with a literal
 * id, as in `new Worker(new URL(r.p+r.u("search"),r.b))`.
 */
export function syncChunkIds(code: string): string[] {
  return [...code.matchAll(/[\w$]\.u\("([^"\\]+)"\)/g)].map(
    (match) => match[1]!,
  );
}

const pluginName = 'chunk-hash-map-file';

/** The runtime chunk of the client bundle: `assets/js/runtime~main.<hash>.js`. */
export const isRuntimeFile = (file: string) =>
  /^assets\/js\/runtime~[^/]+\.js$/.test(file);

/**
 * A bundler plugin that rewrites the runtime files as described above,
 * once they are minified (the minifier would otherwise be free to put the
 * map back), and fails the build when the runtime has changed shape.
 */
export const chunkHashMapFilePlugin = {
  apply(compiler: AssetCompiler) {
    const {RawSource} = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap(pluginName, (compilation) => {
      compilation.hooks.processAssets.tap(
        {
          name: pluginName,
          stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_DEV_TOOLING,
        },
        (assets) => {
          const syncIds = Object.keys(assets)
            .filter((file) => file.endsWith('.js') && !isRuntimeFile(file))
            .flatMap((file) =>
              syncChunkIds(String(compilation.getAsset(file)!.source.source())),
            );
          for (const file of Object.keys(assets).filter(isRuntimeFile)) {
            const code = String(compilation.getAsset(file)!.source.source());
            const split = splitChunkHashMap(code, syncIds);
            if (!split) {
              throw new Error(
                `workarounds/chunkHashMap: the runtime ${file} changed shape; update src/plugins/workarounds/chunkHashMap.ts or drop the workaround.`,
              );
            }
            compilation.updateAsset(file, new RawSource(split.runtime));
            compilation.emitAsset(
              split.mapFile,
              new RawSource(split.mapSource),
            );
          }
        },
      );
    });
  },
};
