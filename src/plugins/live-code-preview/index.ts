/**
 * Serves the live code preview frame (src/components/LiveCodeSandbox/frame):
 * a page of its own, outside the site's bundles, where react-live may
 * evaluate code under a policy and sandbox of its own (config/securityHeaders).
 *
 * loadContent bundles the frame with esbuild; the client compilation then
 * emits the page and its script into the build (and the development server
 * serves them from memory). The script lands in assets/js/ with a content
 * hash, so servers cache it like the other bundles.
 */
import {createHash} from 'node:crypto';
import path from 'node:path';
import {build} from 'esbuild';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {AssetCompiler} from '../bundler/assetCompiler';

export interface LiveCodePreviewOptions {
  /** Where the frame page is served, below the base URL (`live-code-preview/`). */
  framePath: string;
}

export interface FrameBundle {
  scriptFile: string;
  script: string;
  html: string;
}

const frameEntry = path.resolve(
  __dirname,
  '../../components/LiveCodeSandbox/frame/index.tsx',
);

/** The frame's page: a root element, its styles and its script. */
export function frameHtml(scriptUrl: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="robots" content="noindex">
<title>Live code result</title>
<style>
:root { color-scheme: light; color: #1c1e21; font: 16px/1.65 system-ui, -apple-system, "Segoe UI", Roboto, Ubuntu, Cantarell, "Noto Sans", sans-serif; }
:root[data-theme="dark"] { color-scheme: dark; color: #e3e3e3; }
body { margin: 0; background: transparent; }
#root { display: flow-root; }
.live-error { margin: 0.5rem 0 0; padding: 0.75rem; white-space: pre-wrap; background: #fa383e; color: #fff; border-radius: 0.4rem; font-size: 0.875rem; }
</style>
<script src="${scriptUrl}" defer></script>
</head>
<body><div id="root"></div></body>
</html>
`;
}

/**
 * Bundles the frame, minified with React's production build (also under
 * `docusaurus start`: the frame is not something one develops in).
 */
export async function bundleFrame(baseUrl: string): Promise<FrameBundle> {
  const result = await build({
    entryPoints: [frameEntry],
    bundle: true,
    write: false,
    minify: true,
    format: 'iife',
    platform: 'browser',
    target: 'es2020',
    jsx: 'automatic',
    define: {'process.env.NODE_ENV': '"production"'},
    logLevel: 'warning',
  });
  const script = result.outputFiles[0]!.text;
  const hash = createHash('sha256').update(script).digest('hex').slice(0, 8);
  const scriptFile = `assets/js/live-code-preview.${hash}.js`;
  return {scriptFile, script, html: frameHtml(`${baseUrl}${scriptFile}`)};
}

/** A bundler plugin that adds the frame's two files to the output. */
function emitFrame(files: Record<string, string>) {
  return {
    apply(compiler: AssetCompiler) {
      const {RawSource} = compiler.webpack.sources;
      compiler.hooks.thisCompilation.tap('live-code-preview', (compilation) => {
        compilation.hooks.processAssets.tap(
          {
            name: 'live-code-preview',
            stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL,
          },
          () => {
            for (const [file, content] of Object.entries(files)) {
              compilation.emitAsset(file, new RawSource(content));
            }
          },
        );
      });
    },
  };
}

export default function liveCodePreviewPlugin(
  context: LoadContext,
  options: LiveCodePreviewOptions,
): Plugin<FrameBundle> {
  const {baseUrl} = context;
  return {
    name: 'live-code-preview',
    async loadContent() {
      return bundleFrame(baseUrl);
    },
    async contentLoaded({actions}) {
      actions.setGlobalData({frameUrl: `${baseUrl}${options.framePath}`});
    },
    configureWebpack(_config, isServer, _utils, content) {
      if (isServer) {
        return {};
      }
      return {
        plugins: [
          emitFrame({
            [`${options.framePath}index.html`]: content.html,
            [content.scriptFile]: content.script,
          }),
        ],
      };
    },
    getPathsToWatch() {
      return [path.join(path.dirname(frameEntry), '**/*.{ts,tsx}')];
    },
  };
}
