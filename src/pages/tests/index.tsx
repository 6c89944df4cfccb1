import type {ReactNode} from 'react';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';

export default function TestsIndex(): ReactNode {
  return (
    <Layout
      title="Tests"
      description="Test fixtures that exercise framework features.">
      <main className="container margin-vert--lg">
        <Heading as="h1">Tests</Heading>
        <p>Fixture pages are being written.</p>
      </main>
    </Layout>
  );
}
