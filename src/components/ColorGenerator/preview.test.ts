import {describe, expect, it} from 'vitest';
import {
  PREVIEW_STYLE_ID,
  removePreviewRule,
  writePreviewRule,
  type PreviewDocument,
} from './preview';

/** Just enough of a DOM to watch what the preview does to <head>. */
function fakeDocument() {
  interface FakeElement {
    id: string;
    textContent: string | null;
    tagName: string;
    remove: () => void;
  }
  const head: FakeElement[] = [];
  const doc = {
    head: {
      appendChild: (element: FakeElement) => {
        head.push(element);
        return element;
      },
    },
    getElementById: (id: string) =>
      head.find((element) => element.id === id) ?? null,
    createElement: (tagName: string): FakeElement => {
      const element: FakeElement = {
        id: '',
        textContent: null,
        tagName,
        remove: () => {
          head.splice(head.indexOf(element), 1);
        },
      };
      return element;
    },
  };
  // The stand-in only implements what preview.ts calls.
  return {doc: doc as unknown as PreviewDocument, head};
}

describe('preview rule', () => {
  it('creates one <style> element and rewrites it on every change', () => {
    const {doc, head} = fakeDocument();
    for (const color of ['#111111', '#222222', '#333333']) {
      writePreviewRule(`html { --ifm-color-primary: ${color}; }`, doc);
    }
    expect(head).toHaveLength(1);
    expect(head[0]).toMatchObject({
      id: PREVIEW_STYLE_ID,
      tagName: 'style',
      textContent: 'html { --ifm-color-primary: #333333; }',
    });
  });

  it('is removed when the generator goes away', () => {
    const {doc, head} = fakeDocument();
    writePreviewRule('html {}', doc);
    removePreviewRule(doc);
    expect(head).toHaveLength(0);
    // Removing twice is harmless (React may run cleanups twice in dev).
    removePreviewRule(doc);
  });
});
