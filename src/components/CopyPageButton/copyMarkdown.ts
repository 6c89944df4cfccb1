/**
 * The work behind "Copy page", loaded when the reader first uses the
 * button: fetch the page's Markdown twin and put it on the clipboard.
 */

async function fetchMarkdown(markdownPath: string): Promise<string> {
  const response = await fetch(markdownPath);
  if (!response.ok) {
    throw new Error(`${markdownPath} answered ${response.status}.`);
  }
  return response.text();
}

export async function copyMarkdown(markdownPath: string): Promise<void> {
  const text = fetchMarkdown(markdownPath);
  // Handing the clipboard a pending item keeps the write inside the click
  // that asked for it, which Safari requires; writeText covers browsers
  // without ClipboardItem.
  if (typeof ClipboardItem !== 'undefined' && navigator.clipboard.write) {
    try {
      await navigator.clipboard.write([
        new ClipboardItem({
          'text/plain': text.then(
            (value) => new Blob([value], {type: 'text/plain'}),
          ),
        }),
      ]);
      return;
    } catch (error) {
      // A failed download is final; a refused rich write is retried below.
      await text;
      if (!(error instanceof DOMException)) {
        throw error;
      }
    }
  }
  await navigator.clipboard.writeText(await text);
}
