import {describe, expect, it} from 'vitest';
import {
  chunkMapGlobal,
  isRuntimeFile,
  splitChunkHashMap,
  syncChunkIds,
} from './chunkHashMap';

// The shape Rspack 1.7 emits, minified: chunk loading, the filename
// function with its map, script loading, the public path and the JSONP
// installed check (reduced to what the rewrite touches).
const runtime =
  'l.f={},l.e=e=>Promise.all(Object.keys(l.f).reduce((d,a)=>(l.f[a](e,d),d),[])),l.u=e=>"assets/js/"+e+"."+({"001ebf7f":"c4566110","main-search":"b95d43c8"})[e]+".js",l.miniCssF=e=>""+e+".css",l.l=function(e,d,c,f){},l.p="/",l.O={},l.O.j=e=>0===installed[e];';

interface FakeRuntime {
  e: (id: string) => Promise<unknown>;
  u: (id: string) => string;
  hm: () => Promise<void>;
  f: Record<string, (id: string, promises: Promise<unknown>[]) => void>;
  l: (url: string, done: () => void, key: string) => void;
}

/**
 * Runs the runtime code with a fake page: `installed` chunk ids, script
 * loads recorded (and finished by the caller), the map file setting the
 * global when "loaded".
 */
function start(code: string, installed: string[]) {
  const scripts: {url: string; done: () => void}[] = [];
  const page: Record<string, unknown> = {};
  const l = {} as FakeRuntime;
  new Function('l', 'installed', 'self', code)(
    l,
    Object.fromEntries(installed.map((id) => [id, 0])),
    page,
  );
  l.l = (url, done) => scripts.push({url, done});
  const loaded: string[] = [];
  // Chunk loading records the file name of each chunk it loads (an
  // installed chunk needs no file).
  l.f.j = (id) => {
    if (!installed.includes(id)) {
      loaded.push(l.u(id));
    }
  };
  return {l, scripts, page, loaded};
}

describe('splitChunkHashMap', () => {
  const split = splitChunkHashMap(runtime)!;

  it('moves the map to a content-named file that sets the global', () => {
    expect(split.mapFile).toMatch(/^assets\/js\/chunk-map\.[0-9a-f]{8}\.js$/);
    expect(split.mapSource).toBe(
      `self.${chunkMapGlobal}={"001ebf7f":"c4566110","main-search":"b95d43c8"};`,
    );
    expect(split.runtime).not.toContain('c4566110');
    expect(
      splitChunkHashMap(runtime.replace('c4566110', 'c4566111'))!.mapFile,
    ).not.toBe(split.mapFile);
  });

  it('loads a chunk already on the page without the map', async () => {
    const {l, scripts} = start(split.runtime, ['001ebf7f']);
    await l.e('001ebf7f');
    expect(scripts).toEqual([]);
  });

  it('loads the map once, then the chunks, by the same file names as before', async () => {
    const {l, scripts, page, loaded} = start(split.runtime, []);
    const first = l.e('main-search');
    const second = l.e('001ebf7f');
    expect(scripts.map((script) => script.url)).toEqual([`/${split.mapFile}`]);
    new Function('self', split.mapSource)(page);
    scripts[0]!.done();
    await Promise.all([first, second]);
    expect(loaded).toEqual([
      'assets/js/main-search.b95d43c8.js',
      'assets/js/001ebf7f.c4566110.js',
    ]);
    await l.e('001ebf7f');
    expect(scripts).toHaveLength(1);
  });

  it('rejects when the map does not load, and tries again on the next chunk', async () => {
    const {l, scripts, page} = start(split.runtime, []);
    const failed = l.e('main-search');
    scripts[0]!.done();
    await expect(failed).rejects.toThrow(/chunk map/);
    const retried = l.hm();
    expect(scripts).toHaveLength(2);
    new Function('self', split.mapSource)(page);
    scripts[1]!.done();
    await expect(retried).resolves.toBeUndefined();
  });

  it('keeps the hashes of chunks named synchronously in the runtime', () => {
    const withWorker = splitChunkHashMap(
      runtime.replace('"001ebf7f":', '0xbddaef:'),
      ['main-search', 'not-a-chunk'],
    )!;
    const {l} = start(withWorker.runtime, []);
    // Before the map file has loaded: a worker's script URL, say.
    expect(l.u('main-search')).toBe('assets/js/main-search.b95d43c8.js');
    expect(withWorker.runtime).not.toContain('c4566110');
    expect(withWorker.runtime).not.toContain('not-a-chunk');
    // A key the minifier wrote as a number is still found.
    expect(
      splitChunkHashMap(runtime.replace('"001ebf7f":', '0xbddaef:'), [
        '12442351',
      ])!.runtime,
    ).toContain('{"12442351":"c4566110"}');
  });

  it('finds the chunks emitted code names synchronously', () => {
    expect(
      syncChunkIds(
        'e=new Worker(new URL(r.p+r.u("search"),r.b));o.u(t);x.u("12442351")',
      ),
    ).toEqual(['search', '12442351']);
  });

  it('leaves code without that function, or without the helpers, alone', () => {
    expect(splitChunkHashMap('l.u=e=>""+e+".js";')).toBeUndefined();
    expect(splitChunkHashMap(runtime.replace('l.O.j=', 'l.O.x='))).toBe(
      undefined,
    );
  });

  it('rewrites the runtime chunk of the client bundle only', () => {
    expect(isRuntimeFile('assets/js/runtime~main.5ee18d51.js')).toBe(true);
    expect(isRuntimeFile('assets/js/main.cd673861.js')).toBe(false);
    expect(isRuntimeFile('assets/js/runtime~main.5ee18d51.js.map')).toBe(false);
  });
});
