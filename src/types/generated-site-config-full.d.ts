// The whole site config, as Docusaurus generates it: the module the pages
// get leaves out what only the build reads (src/plugins/workarounds/siteConfig.ts).
declare module '@generated/docusaurus.config?full' {
  import type {DocusaurusConfig} from '@docusaurus/types';

  const siteConfig: DocusaurusConfig;
  export default siteConfig;
}
