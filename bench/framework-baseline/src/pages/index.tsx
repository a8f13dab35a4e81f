import type {ReactNode} from 'react';
import Layout from '@theme/Layout';

export default function Home(): ReactNode {
  return (
    <Layout title="Home" description="The framework baseline home page.">
      <main className="container margin-vert--lg">
        <h1>Framework baseline</h1>
        <p>A home page in the theme layout, with nothing else on it.</p>
      </main>
    </Layout>
  );
}
