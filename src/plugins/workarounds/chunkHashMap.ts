/**
 * Workaround: the runtime builds its chunk id → content hash map once, not
 * on every chunk it loads.
 *
 * The bundler's chunk filename function holds the map as an object literal
 * inside the function (`e=>"assets/js/"+e+"."+({"001ebf7f":"c4566110",
 * …})[e]+".js"` once minified), so every chunk load creates an object with
 * one entry per chunk of the site (about a thousand) to read one of them. A
 * first visit loads a few dozen chunks while the entry script runs: building
 * those objects was a measurable part of its task, the longest of the
 * visit. The minified runtime is rewritten so that the function closes over
 * the map, made once when the runtime starts
 * (`(m=>e=>"assets/js/"+e+"."+m[e]+".js")({…})`); file names are unchanged.
 *
 * It works on the emitted file, not on the runtime module: Rspack fills in
 * the hashes after its runtime module hook, and a module changed there
 * loses them.
 */
import type {AssetCompiler} from '../bundler/assetCompiler';

/**
 * `<fn>.u=<id>=>"<dir>"+<id>+"."+({…})[<id>]+".js"` in minified runtime
 * code; groups: the assignment target, the parameter, the folder, the map.
 */
const inlineMapFunction =
  /([\w$]+\.u)=([\w$]+)=>"([^"\\]*)"\+\2\+"\."\+\((\{[^{}]*\})\)\[\2\]\+"\.js"/;

/**
 * `code` (a minified runtime) with its chunk filename function closing over
 * the hash map instead of building it on each call; `code` itself when it
 * has no such function.
 */
export function hoistChunkHashMap(code: string): string {
  return code.replace(
    inlineMapFunction,
    (_match, target: string, id: string, dir: string, map: string) => {
      // The map's parameter must not take the chunk id's name.
      const hashes = id === 'm' ? 'h' : 'm';
      return `${target}=(${hashes}=>${id}=>"${dir}"+${id}+"."+${hashes}[${id}]+".js")(${map})`;
    },
  );
}

const pluginName = 'hoist-chunk-hash-map';

/** The runtime chunk of the client bundle: `assets/js/runtime~main.<hash>.js`. */
export const isRuntimeFile = (file: string) =>
  /^assets\/js\/runtime~[^/]+\.js$/.test(file);

/**
 * A bundler plugin that rewrites the runtime files as described above,
 * once they are minified (the minifier would otherwise be free to put the
 * map back), and fails the build when the function has changed shape.
 */
export const hoistChunkHashMapPlugin = {
  apply(compiler: AssetCompiler) {
    const {RawSource} = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap(pluginName, (compilation) => {
      compilation.hooks.processAssets.tap(
        {
          name: pluginName,
          stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_DEV_TOOLING,
        },
        (assets) => {
          for (const file of Object.keys(assets).filter(isRuntimeFile)) {
            const code = String(compilation.getAsset(file)!.source.source());
            const hoisted = hoistChunkHashMap(code);
            if (hoisted === code) {
              throw new Error(
                `workarounds/chunkHashMap: the chunk filename function of ${file} changed shape; update src/plugins/workarounds/chunkHashMap.ts or drop the workaround.`,
              );
            }
            compilation.updateAsset(file, new RawSource(hoisted));
          }
        },
      );
    });
  },
};
