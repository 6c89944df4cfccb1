/**
 * The one place where the site changes code it does not own at build time:
 * Docusaurus' generated files and bundler config. Each workaround is a
 * module of this folder, registered below, and listed in the README table
 * "Workarounds" with what it buys and when it can go. Changes to vendor
 * source files are patch-package patches in patches/ instead.
 *
 * The plugin is loaded after every other plugin: some workarounds adjust
 * bundler rules that those plugins add.
 */
import type {LoadContext, Plugin} from '@docusaurus/types';
import {applyFontInlining} from './fontInlining';
import {idealImageOutsideContent} from './idealImageOutsideContent';
import {registryRule, writeRegistryPaths} from './registryModulePaths';
import {tslibShimRule} from './tslibHelpers';
import {prismClientModuleAlias} from './prismClientModule';
import {lazyRouteAreasRule} from './lazyRouteAreas';
import {chunkHashMapFilePlugin} from './chunkHashMap';
import {completeBundlerCacheKey} from './bundlerCache';
import {evaluateClientEntryInTasks} from './clientEntryInTasks';
import {siteConfigRule} from './siteConfig';

export default function workaroundsPlugin(context: LoadContext): Plugin {
  return {
    name: 'workarounds',
    async postBuild({outDir}) {
      await writeRegistryPaths(context.generatedFilesDir, outDir);
    },
    configureWebpack(config, isServer) {
      applyFontInlining(config);
      idealImageOutsideContent(config);
      completeBundlerCacheKey(config);
      const resolve = {alias: prismClientModuleAlias()};
      // The development server keeps the registry paths: there is no build
      // output to read them from, and no download size to save.
      if (config.mode !== 'production') {
        return {resolve};
      }
      const lazyRouteAreas = lazyRouteAreasRule(context.baseUrl, isServer);
      if (isServer) {
        return {resolve, module: {rules: [lazyRouteAreas, siteConfigRule]}};
      }
      evaluateClientEntryInTasks(config);
      return {
        resolve,
        output: {
          // Chunk files named by id and content hash (Docusaurus names them
          // by chunk name): the runtime then holds one map (id to hash)
          // instead of two.
          chunkFilename: 'assets/js/[id].[contenthash:8].js',
        },
        // Chunk ids are the chunk names (the registry's 8-character names),
        // so the prefetch helper's name-to-id map (one entry per route
        // chunk in the runtime every page loads) has nothing left to map;
        // the core patch leaves such entries out of it.
        optimization: {chunkIds: 'named'},
        module: {
          rules: [
            registryRule,
            tslibShimRule(),
            lazyRouteAreas,
            siteConfigRule,
          ],
        },
        plugins: [chunkHashMapFilePlugin],
      };
    },
  };
}
