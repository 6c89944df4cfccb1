/**
 * Security headers computed from the built site.
 *
 * postBuild reads every built HTML file, hashes its inline scripts and writes
 * the headers of each file into `build/.security-headers/`: `headers.json`
 * for `npm run serve` (and static hosts), `nginx-http.conf` and
 * `nginx-server.conf` for the nginx config in deploy/nginx/. Neither server
 * serves that folder.
 *
 * The plugin wraps plugin-client-redirects: Docusaurus runs all postBuild
 * hooks at once, and the redirect pages (each with its own inline script)
 * must exist before they are hashed. So this plugin writes them first, then
 * reads the build.
 */
import {mkdir, readdir, readFile, writeFile} from 'node:fs/promises';
import path from 'node:path';
import pluginClientRedirects, {
  validateOptions as validateClientRedirectsOptions,
  type Options as ClientRedirectsOptions,
  type PluginOptions as ClientRedirectsPluginOptions,
} from '@docusaurus/plugin-client-redirects';
import type {
  LoadContext,
  OptionValidationContext,
  Plugin,
} from '@docusaurus/types';
import {withoutEntryScriptList} from '../../../config/htmlTemplate';
import type {SecurityPolicy} from '../../../config/securityHeaders';
import {
  headersDir,
  headersJsonFile,
  nginxHttpConfig,
  nginxHttpFile,
  nginxServerConfig,
  nginxServerFile,
  securityHeadersManifest,
  type BuiltHtmlFile,
} from './headerFiles';
import {
  cachedJson,
  codeVersion,
  contentCache,
  type ContentCache,
} from '../content-cache';
import {inlineScriptHashes} from './inlineScripts';

export interface SecurityHeadersPluginOptions {
  policy: SecurityPolicy;
  /** Path of the live code preview frame below the base URL. */
  livePreviewPath: string;
  /** Options of the wrapped plugin-client-redirects. */
  clientRedirects: ClientRedirectsOptions;
}

type NormalizedOptions = Omit<
  SecurityHeadersPluginOptions,
  'clientRedirects'
> & {
  clientRedirects: ClientRedirectsPluginOptions;
};

/** HTML files below `dir`, as paths relative to it (dot folders skipped). */
export async function htmlFiles(dir: string, prefix = ''): Promise<string[]> {
  const files: string[] = [];
  for (const entry of await readdir(path.join(dir, prefix), {
    withFileTypes: true,
  })) {
    if (entry.name.startsWith('.')) {
      continue;
    }
    const relative = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) {
      files.push(...(await htmlFiles(dir, relative)));
    } else if (entry.name.endsWith('.html')) {
      files.push(relative);
    }
  }
  return files;
}

/**
 * The cache of each page's inline script hashes, versioned by the hashing
 * code and the lockfile. Parsing every built page (2,000 of them) took a
 * fifth of the time after bundling; a rebuild finds most pages unchanged.
 */
export function scriptHashCache(siteDir: string): ContentCache {
  return contentCache(
    siteDir,
    'inline-script-hashes',
    codeVersion(siteDir, [path.join(__dirname, 'inlineScripts.ts')]),
  );
}

export async function writeSecurityHeaders({
  outDir,
  baseUrl,
  policy,
  livePreviewPath,
  cache,
}: {
  outDir: string;
  baseUrl: string;
  policy: SecurityPolicy;
  livePreviewPath: string;
  /** Where the hashes of a page seen by an earlier build are reused from. */
  cache?: ContentCache;
}): Promise<number> {
  const files: BuiltHtmlFile[] = [];
  for (const relative of await htmlFiles(outDir)) {
    const html = await readFile(path.join(outDir, relative), 'utf8');
    files.push({
      urlPath: `${baseUrl}${relative}`,
      scriptHashes: await cachedJson(
        cache,
        [withoutEntryScriptList(html)],
        () => inlineScriptHashes(html),
      ),
    });
  }
  const manifest = securityHeadersManifest({
    policy,
    files,
    defaultPage: `${baseUrl}404.html`,
    livePreviewPage: `${baseUrl}${livePreviewPath}index.html`,
  });
  const target = path.join(outDir, headersDir);
  await mkdir(target, {recursive: true});
  await Promise.all([
    writeFile(
      path.join(target, headersJsonFile),
      `${JSON.stringify(manifest, null, 2)}\n`,
    ),
    writeFile(path.join(target, nginxHttpFile), nginxHttpConfig(manifest)),
    writeFile(path.join(target, nginxServerFile), nginxServerConfig(manifest)),
  ]);
  return files.length;
}

export default function securityHeadersPlugin(
  context: LoadContext,
  options: NormalizedOptions,
): Plugin {
  const clientRedirects = pluginClientRedirects(
    context,
    options.clientRedirects,
  );
  return {
    name: 'security-headers',
    async postBuild(props) {
      await clientRedirects?.postBuild?.({...props, content: undefined});
      await writeSecurityHeaders({
        outDir: props.outDir,
        baseUrl: props.baseUrl,
        policy: options.policy,
        livePreviewPath: options.livePreviewPath,
        cache: scriptHashCache(context.siteDir),
      });
    },
  };
}

export function validateOptions({
  validate,
  options,
}: OptionValidationContext<
  SecurityHeadersPluginOptions,
  NormalizedOptions
>): NormalizedOptions {
  return {
    ...options,
    clientRedirects: validateClientRedirectsOptions({
      // Docusaurus' validate is one generic function: any schema, any options.
      validate: validate as unknown as OptionValidationContext<
        ClientRedirectsOptions | undefined,
        ClientRedirectsPluginOptions
      >['validate'],
      options: options.clientRedirects,
    }),
  };
}
