import type {ReactNode} from 'react';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';

export default function Placeholder(): ReactNode {
  return (
    <Layout title="Changelog" description="Placeholder for the Changelog page.">
      <main className="container margin-vert--lg">
        <Heading as="h1">Changelog</Heading>
        <p>This page is being written.</p>
      </main>
    </Layout>
  );
}
