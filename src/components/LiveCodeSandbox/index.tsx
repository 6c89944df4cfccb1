/**
 * The result of a live code block, rendered in a sandboxed iframe (see
 * frame/index.tsx for why). The page sends the code to the frame and sizes
 * the iframe to what the frame reports.
 */
import {useCallback, useEffect, useRef, useState, type ReactNode} from 'react';
import {useColorMode} from '@docusaurus/theme-common';
import {usePluginData} from '@docusaurus/useGlobalData';
import {isFrameMessage, renderMessage} from './protocol';
import styles from './styles.module.css';

export interface Props {
  code: string;
  noInline: boolean;
}

export default function LiveCodeSandbox({code, noInline}: Props): ReactNode {
  const frame = useRef<HTMLIFrameElement>(null);
  const [ready, setReady] = useState(false);
  const [height, setHeight] = useState<number | null>(null);
  const {colorMode} = useColorMode();
  // URL of the frame page, base URL included (src/plugins/live-code-preview).
  const {frameUrl} = usePluginData('live-code-preview') as {frameUrl: string};

  const send = useCallback(() => {
    frame.current?.contentWindow?.postMessage(
      renderMessage({code, noInline, colorMode}),
      // The frame's origin is opaque: it cannot be named.
      '*',
    );
  }, [code, noInline, colorMode]);

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (
        event.source !== frame.current?.contentWindow ||
        !isFrameMessage(event.data)
      ) {
        return;
      }
      if (event.data.type === 'ready') {
        setReady(true);
      } else {
        setHeight(event.data.height);
      }
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, []);

  useEffect(() => {
    if (ready) {
      send();
    }
  }, [ready, send]);

  return (
    <iframe
      ref={frame}
      src={frameUrl}
      title="Live code result"
      sandbox="allow-scripts"
      className={styles.frame}
      style={height === null ? undefined : {height}}
    />
  );
}
