/**
 * The live code preview frame: the only place where the site evaluates code
 * typed into a live code block. react-live compiles the code with sucrase and
 * runs it with `new Function`, which the site's Content-Security-Policy
 * forbids (no 'unsafe-eval'). This document has its own policy that allows
 * it, and is sandboxed: it runs in an opaque origin, so the code cannot read
 * the site's storage, cookies or pages, and it may not connect anywhere.
 *
 * Bundled on its own by src/plugins/live-code-preview (not part of the site's
 * bundles) and served at /live-code-preview/.
 */
import React, {StrictMode, useEffect, useState} from 'react';
import {createRoot} from 'react-dom/client';
import {LiveError, LivePreview, LiveProvider} from 'react-live';
import {
  frameMessage,
  isRenderMessage,
  type FrameMessage,
  type RenderMessage,
} from '../protocol';

/**
 * What the code can use without importing it: React and its hooks, like the
 * theme's default ReactLiveScope. (React's module object, not a namespace
 * import: its keys become parameter names, and `default` cannot be one.)
 */
const scope = {React, ...React};

// The theme's default transform: a trailing semicolon ends the expression.
const transformCode = (code: string) => `${code};`;

function post(message: FrameMessage) {
  window.parent.postMessage(message, '*');
}

function Preview() {
  const [request, setRequest] = useState<RenderMessage | null>(null);
  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (event.source === window.parent && isRenderMessage(event.data)) {
        document.documentElement.dataset.theme = event.data.colorMode;
        setRequest(event.data);
      }
    };
    window.addEventListener('message', onMessage);
    post(frameMessage({type: 'ready'}));
    return () => window.removeEventListener('message', onMessage);
  }, []);
  if (!request) {
    return null;
  }
  return (
    <LiveProvider
      code={request.code}
      noInline={request.noInline}
      scope={scope}
      transformCode={transformCode}>
      <LivePreview />
      <LiveError className="live-error" />
    </LiveProvider>
  );
}

const container = document.getElementById('root')!;
// The page sizes the iframe to its content.
new ResizeObserver(() => {
  post(
    frameMessage({
      type: 'height',
      height: Math.ceil(container.getBoundingClientRect().height),
    }),
  );
}).observe(container);

createRoot(container).render(
  <StrictMode>
    <Preview />
  </StrictMode>,
);
