declare function registryLoader(source: string): string;
export default registryLoader;
