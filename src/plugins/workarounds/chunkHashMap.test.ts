import {describe, expect, it} from 'vitest';
import {hoistChunkHashMap, isRuntimeFile} from './chunkHashMap';

// The shape Rspack 1.7 emits for the chunk filename function, minified.
const runtime =
  'l.p="/",l.u=e=>"assets/js/"+e+"."+({"001ebf7f":"c4566110","main-search":"b95d43c8"})[e]+".js",l.miniCssF=e=>""+e+".css";';

/** Runs the runtime code on a chunk id with its own filename function. */
function chunkFile(code: string, chunkId: string): string {
  const webpackRequire: {u?: (id: string) => string} = {};
  new Function('l', code)(webpackRequire);
  return webpackRequire.u!(chunkId);
}

describe('hoistChunkHashMap', () => {
  it('makes the map once, outside the function, with the same file names', () => {
    const hoisted = hoistChunkHashMap(runtime);
    expect(hoisted).toBe(
      'l.p="/",l.u=(m=>e=>"assets/js/"+e+"."+m[e]+".js")({"001ebf7f":"c4566110","main-search":"b95d43c8"}),l.miniCssF=e=>""+e+".css";',
    );
    expect(chunkFile(hoisted, 'main-search')).toBe(
      'assets/js/main-search.b95d43c8.js',
    );
    expect(chunkFile(hoisted, '001ebf7f')).toBe(chunkFile(runtime, '001ebf7f'));
  });

  it('names the map apart from the chunk id, whatever the minifier called it', () => {
    const withM = runtime
      .replaceAll('e=>', 'm=>')
      .replace('[e]+', '[m]+')
      .replace('+e+', '+m+');
    const hoisted = hoistChunkHashMap(withM);
    expect(hoisted).toContain('l.u=(h=>m=>"assets/js/"+m+"."+h[m]+".js")(');
    expect(chunkFile(hoisted, 'main-search')).toBe(
      'assets/js/main-search.b95d43c8.js',
    );
  });

  it('leaves code without that function as it is', () => {
    const other = 'l.u=e=>""+e+".js";';
    expect(hoistChunkHashMap(other)).toBe(other);
  });

  it('rewrites the runtime chunk of the client bundle only', () => {
    expect(isRuntimeFile('assets/js/runtime~main.5ee18d51.js')).toBe(true);
    expect(isRuntimeFile('assets/js/main.cd673861.js')).toBe(false);
    expect(isRuntimeFile('assets/js/runtime~main.5ee18d51.js.map')).toBe(false);
  });
});
