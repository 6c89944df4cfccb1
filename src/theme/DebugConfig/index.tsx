/**
 * Replaces the debug plugin's config page. The site config every page gets
 * leaves out what only the build reads (plugin and preset options, the
 * server-rendering template; see src/plugins/workarounds/siteConfig.ts), so
 * this page imports the whole config, which lands in its own chunk.
 */
import type {ReactNode} from 'react';
import siteConfig from '@generated/docusaurus.config?full';
import DebugJsonView from '@theme/DebugJsonView';
import DebugLayout from '@theme/DebugLayout';
import Heading from '@theme/Heading';

export default function DebugConfig(): ReactNode {
  return (
    <DebugLayout>
      <Heading as="h2">Site config</Heading>
      <DebugJsonView src={siteConfig} collapseDepth={3} />
    </DebugLayout>
  );
}
