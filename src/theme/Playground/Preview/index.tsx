/**
 * Replaces the live-codeblock theme's Preview (ejected, small): the result is
 * rendered by LiveCodeSandbox in a sandboxed frame, where evaluating the code
 * is allowed, instead of in the page (see ../Provider).
 */
import type {ReactNode} from 'react';
import BrowserOnly from '@docusaurus/BrowserOnly';
import Translate from '@docusaurus/Translate';
import PlaygroundHeader from '@theme/Playground/Header';
import LiveCodeSandbox from '@site/src/components/LiveCodeSandbox';
import {usePlaygroundCode} from '../Provider';
import styles from './styles.module.css';

function Loader(): ReactNode {
  return (
    <div>
      <Translate
        id="theme.Playground.loading"
        description="Shown until the live code result loads">
        Loading...
      </Translate>
    </div>
  );
}

export default function PlaygroundPreview(): ReactNode {
  const {code, noInline} = usePlaygroundCode();
  return (
    <>
      <PlaygroundHeader>
        <Translate
          id="theme.Playground.result"
          description="The result label of the live codeblocks">
          Result
        </Translate>
      </PlaygroundHeader>
      <div className={styles.playgroundPreview}>
        {/* The frame is created in the browser, once the page listens to it. */}
        <BrowserOnly fallback={<Loader />}>
          {() => <LiveCodeSandbox code={code} noInline={noInline} />}
        </BrowserOnly>
      </div>
    </>
  );
}
