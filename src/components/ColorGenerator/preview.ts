/**
 * The live preview: one `<style>` element, owned by the colour generator,
 * whose text is the colour rule of the mode on screen. Rewriting one element
 * (instead of adding one per change) keeps the head small however long the
 * reader plays with the inputs, and removing it restores the site colours.
 */

/** Marks the generator's element; tests look for it too. */
export const PREVIEW_STYLE_ID = 'color-generator-preview';

/** The part of `document` the preview needs (so tests can pass a stand-in). */
export type PreviewDocument = Pick<
  Document,
  'getElementById' | 'createElement' | 'head'
>;

/** Replaces the preview rule, creating the element on first use. */
export function writePreviewRule(
  css: string,
  doc: PreviewDocument = document,
): void {
  let style = doc.getElementById(PREVIEW_STYLE_ID);
  if (style === null) {
    style = doc.createElement('style');
    style.id = PREVIEW_STYLE_ID;
    // Last in <head>: on a tie with a site rule, the preview wins.
    doc.head.appendChild(style);
  }
  if (style.textContent !== css) {
    style.textContent = css;
  }
}

/** Drops the preview; the site's own colours apply again. */
export function removePreviewRule(doc: PreviewDocument = document): void {
  doc.getElementById(PREVIEW_STYLE_ID)?.remove();
}
