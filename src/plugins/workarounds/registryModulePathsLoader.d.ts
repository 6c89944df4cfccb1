declare function registryLoader(source: string): string;
export default registryLoader;
export declare function stripModulePaths(source: string): {
  result: string;
  count: number;
};
export declare function registryModulePaths(
  source: string,
): Record<string, string>;
