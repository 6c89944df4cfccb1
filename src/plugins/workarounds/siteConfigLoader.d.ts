declare function siteConfigLoader(
  this: {resourceQuery: string},
  source: string,
): string;
export default siteConfigLoader;
export declare function siteConfigForBrowser(source: string): string;
export declare const buildOnlyKeys: readonly string[];
