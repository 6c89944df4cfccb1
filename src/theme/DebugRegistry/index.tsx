/**
 * Replaces the debug plugin's registry page. The production client bundle
 * carries no module paths (src/plugins/workarounds strips them to save bytes
 * on every page), so the page reads them from the file the build writes
 * beside it, and shows the bundle's module ids as resolved paths.
 */
import {useEffect, useState, type ReactNode} from 'react';
import registry from '@generated/registry';
import useBaseUrl from '@docusaurus/useBaseUrl';
import DebugLayout from '@theme/DebugLayout';
import Heading from '@theme/Heading';
import styles from './styles.module.css';

type ModulePaths = Record<string, string>;

function useModulePaths(): ModulePaths | null {
  const url = useBaseUrl('/__docusaurus/debug/registry-paths.json');
  const pathsInBundle = Object.values(registry).some(([, path]) => path);
  const [paths, setPaths] = useState<ModulePaths | null>(null);
  useEffect(() => {
    if (pathsInBundle) {
      return;
    }
    fetch(url)
      .then((response) => (response.ok ? response.json() : {}))
      .then((data: ModulePaths) => setPaths(data))
      .catch(() => setPaths({}));
  }, [url, pathsInBundle]);
  return paths;
}

export default function DebugRegistry(): ReactNode {
  const modulePaths = useModulePaths();
  return (
    <DebugLayout>
      <Heading as="h2">Registry</Heading>
      <ul className="clean-list">
        {Object.entries(registry).map(
          ([chunkName, [, aliasedPath, resolved]]) => (
            <li key={chunkName} className={styles.listItem}>
              <div className={styles.row}>
                Aliased Path:{' '}
                <code>{aliasedPath || modulePaths?.[chunkName]}</code>
              </div>
              <div>
                Resolved Path: <code>{String(resolved)}</code>
              </div>
            </li>
          ),
        )}
      </ul>
    </DebugLayout>
  );
}
