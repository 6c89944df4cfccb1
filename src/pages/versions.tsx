import type {ReactNode} from 'react';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';

export default function Placeholder(): ReactNode {
  return (
    <Layout title="Versions" description="Placeholder for the Versions page.">
      <main className="container margin-vert--lg">
        <Heading as="h1">Versions</Heading>
        <p>This page is being written.</p>
      </main>
    </Layout>
  );
}
