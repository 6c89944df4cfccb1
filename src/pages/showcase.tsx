import type {ReactNode} from 'react';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';

export default function Placeholder(): ReactNode {
  return (
    <Layout title="Showcase" description="Placeholder for the Showcase page.">
      <main className="container margin-vert--lg">
        <Heading as="h1">Showcase</Heading>
        <p>This page is being written.</p>
      </main>
    </Layout>
  );
}
