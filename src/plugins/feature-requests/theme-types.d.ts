// Component this plugin adds to the theme (see getThemePath).
declare module '@theme/FeatureRequestsPage' {
  import type {ReactNode} from 'react';
  import type {FeatureRequestsPageProps} from '@site/src/plugins/feature-requests';

  export type Props = FeatureRequestsPageProps;
  export default function FeatureRequestsPage(props: Props): ReactNode;
}
