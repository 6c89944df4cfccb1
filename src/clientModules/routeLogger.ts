/**
 * Deploy previews log every route update so reviewers can follow client-side
 * navigation in the console. Registered only in deploy-preview
 * builds (see `config/clientModules.ts`), so production bundles never ship it.
 */
import type {ClientModule} from '@docusaurus/types';

const clientModule: ClientModule = {
  onRouteDidUpdate({location, previousLocation}) {
    if (previousLocation && location.pathname !== previousLocation.pathname) {
      console.log(
        `[deploy-preview] route updated: ${previousLocation.pathname} -> ${location.pathname}`,
      );
    }
  },
};

export default clientModule;
