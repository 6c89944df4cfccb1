/**
 * Converts pages on worker threads. Turning a page's HTML into Markdown is
 * all JavaScript (parse, hast to mdast, mdast to text): on a cold build it
 * was some 30 s of the main thread, during which the search index and the
 * security headers, which read every page too, waited their turn and the
 * second core had little to do.
 */
import {Worker} from 'node:worker_threads';
import path from 'node:path';
import type {ConvertedMain} from './htmlToMarkdown';

export type ConvertMain = (
  main: string,
  pageUrl: string,
) => Promise<ConvertedMain>;

export interface ConvertPool {
  convert: ConvertMain;
  close(): Promise<void>;
}

interface Task {
  id: number;
  main: string;
  pageUrl: string;
  resolve: (converted: ConvertedMain) => void;
  reject: (error: Error) => void;
}

type Reply =
  {id: number; converted: ConvertedMain} | {id: number; error: string};

/** `size` workers, started on the first conversion; each takes one page at a time. */
export function createConvertPool(size: number): ConvertPool {
  const waiting: Task[] = [];
  const idle: Worker[] = [];
  const busy = new Map<Worker, Task>();
  const workers: Worker[] = [];
  let nextId = 0;

  const dispatch = () => {
    while (idle.length > 0 && waiting.length > 0) {
      const worker = idle.pop()!;
      const task = waiting.shift()!;
      busy.set(worker, task);
      worker.postMessage({id: task.id, main: task.main, pageUrl: task.pageUrl});
    }
  };

  const start = () => {
    for (let index = 0; index < size; index += 1) {
      const worker = new Worker(path.join(__dirname, 'convertWorker.js'));
      worker.on('message', (reply: Reply) => {
        const task = busy.get(worker);
        busy.delete(worker);
        idle.push(worker);
        if (task?.id === reply.id) {
          if ('error' in reply) {
            task.reject(new Error(reply.error));
          } else {
            task.resolve(reply.converted);
          }
        }
        dispatch();
      });
      worker.on('error', (error) => {
        // A worker that fails fails the build: every page still to convert
        // gets its error rather than waiting for a worker that is gone.
        for (const task of [...busy.values(), ...waiting.splice(0)]) {
          task.reject(error);
        }
        busy.clear();
      });
      workers.push(worker);
      idle.push(worker);
    }
  };

  return {
    convert(main, pageUrl) {
      if (workers.length === 0) {
        start();
      }
      return new Promise((resolve, reject) => {
        waiting.push({id: (nextId += 1), main, pageUrl, resolve, reject});
        dispatch();
      });
    },
    async close() {
      await Promise.all(workers.map((worker) => worker.terminate()));
    },
  };
}
