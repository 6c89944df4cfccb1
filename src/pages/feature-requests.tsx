import type {ReactNode} from 'react';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';

export default function Placeholder(): ReactNode {
  return (
    <Layout
      title="Feature requests"
      description="Placeholder for the Feature requests page.">
      <main className="container margin-vert--lg">
        <Heading as="h1">Feature requests</Heading>
        <p>This page is being written.</p>
      </main>
    </Layout>
  );
}
