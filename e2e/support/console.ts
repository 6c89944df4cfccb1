import type {ConsoleMessage, Page} from '@playwright/test';

/**
 * Collects the text of the console messages of one type that `page` logs
 * from now on. The returned array fills as messages arrive.
 */
export function collectConsole(
  page: Page,
  type: ReturnType<ConsoleMessage['type']>,
): string[] {
  const texts: string[] = [];
  page.on('console', (message) => {
    if (message.type() === type) {
      texts.push(message.text());
    }
  });
  return texts;
}
