/**
 * Messages between a page's live code block and its preview frame. The frame
 * is sandboxed (an opaque origin), so both sides post to '*' and instead
 * check who sent a message: the page only listens to its own iframe, the
 * frame only to its parent. Nothing in the messages is secret.
 */
const source = 'docusaurus-live-code';

/** Page → frame: render this code. */
export interface RenderMessage {
  source: typeof source;
  type: 'render';
  code: string;
  /** The code calls `render(<Element />)` itself. */
  noInline: boolean;
  colorMode: 'light' | 'dark';
}

/** Frame → page: the frame listens (`ready`) or its content resized. */
export type FrameMessage =
  | {source: typeof source; type: 'ready'}
  | {source: typeof source; type: 'height'; height: number};

export function renderMessage(
  fields: Omit<RenderMessage, 'source' | 'type'>,
): RenderMessage {
  return {source, type: 'render', ...fields};
}

export function frameMessage(
  fields: {type: 'ready'} | {type: 'height'; height: number},
): FrameMessage {
  return {source, ...fields};
}

function hasSource(data: unknown): data is {source: string; type: unknown} {
  return (
    typeof data === 'object' &&
    data !== null &&
    (data as {source?: unknown}).source === source
  );
}

export function isRenderMessage(data: unknown): data is RenderMessage {
  return (
    hasSource(data) &&
    data.type === 'render' &&
    typeof (data as RenderMessage).code === 'string' &&
    typeof (data as RenderMessage).noInline === 'boolean'
  );
}

export function isFrameMessage(data: unknown): data is FrameMessage {
  if (!hasSource(data)) {
    return false;
  }
  return (
    data.type === 'ready' ||
    (data.type === 'height' &&
      typeof (data as {height?: unknown}).height === 'number')
  );
}
