import React, {useEffect, useState, type ReactNode} from 'react';
import Layout from '@theme/Layout';

/** Renders on the server, then throws once hydrated in the browser. */
function ThrowAfterHydration(): ReactNode {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  if (hydrated) {
    throw new Error('Intentional crash from the crash-test route');
  }
  return <p>This page exists only in test builds and crashes once it hydrates.</p>;
}

/** The thrower sits inside the Layout, whose error boundary shows the theme's crash page. */
export default function CrashingPage(): ReactNode {
  return (
    <Layout title="Crash test" noFooter>
      <main className="container margin-vert--lg">
        <ThrowAfterHydration />
      </main>
    </Layout>
  );
}
