// Chromium driven over its DevTools pipe with as little of the protocol as a measurement needs.
//
// Playwright attaches to every page it opens with the Network, Runtime, Page and other domains enabled:
// the browser then reports each request, each script context and each console call to the client while
// the page loads. On this machine that costs a page load about 20-25 ms (interleaved loads of one
// build). A visitor's browser has no DevTools client at all; a benchmark of what a visitor waits for
// therefore opens its pages here: the Page domain only (which an init script needs), and one
// Runtime.evaluate at the end to read what the page measured itself.
//
// The pipe is Chromium's --remote-debugging-pipe: JSON messages separated by NUL bytes, written to
// the browser's file descriptor 3 and read from its descriptor 4.
import { spawn } from 'node:child_process';

/** A running browser: `send(method, params, sessionId?)` answers with the command's result. */
export async function launchOverPipe({ executablePath, args }) {
  const child = spawn(executablePath, [...args, '--remote-debugging-pipe', 'about:blank'], {
    stdio: ['ignore', 'ignore', 'ignore', 'pipe', 'pipe'],
  });
  const [toBrowser, fromBrowser] = [child.stdio[3], child.stdio[4]];
  const pending = new Map();
  let nextId = 0;
  let buffer = '';
  let closed = null;
  const failAll = (error) => {
    closed = error;
    for (const { reject } of pending.values()) reject(error);
    pending.clear();
  };
  fromBrowser.on('data', (data) => {
    buffer += data.toString('utf8');
    for (let end = buffer.indexOf('\0'); end >= 0; end = buffer.indexOf('\0')) {
      const message = JSON.parse(buffer.slice(0, end));
      buffer = buffer.slice(end + 1);
      const waiting = message.id !== undefined ? pending.get(message.id) : undefined;
      if (!waiting) continue; // an event: nothing here listens to events
      pending.delete(message.id);
      if (message.error) waiting.reject(new Error(`${waiting.method}: ${message.error.message}`));
      else waiting.resolve(message.result);
    }
  });
  fromBrowser.on('error', () => undefined); // the exit below reports it
  toBrowser.on('error', () => undefined);
  child.on('exit', (code) => failAll(new Error(`the browser exited (${code})`)));
  child.on('error', failAll);

  const send = (method, params = {}, sessionId) =>
    new Promise((resolve, reject) => {
      if (closed) return reject(closed);
      const id = ++nextId;
      pending.set(id, { resolve, reject, method });
      toBrowser.write(
        `${JSON.stringify(sessionId ? { id, method, params, sessionId } : { id, method, params })}\0`,
      );
    });

  await send('Browser.getVersion');
  return {
    send,
    async close() {
      await send('Browser.close').catch(() => undefined);
      child.kill();
    },
  };
}

/** A new browser context (its own HTTP cache and connections, as a first visit has). */
export async function newContext(browser) {
  const { browserContextId } = await browser.send('Target.createBrowserContext');
  return {
    id: browserContextId,
    dispose: () => browser.send('Target.disposeBrowserContext', { browserContextId }),
  };
}

/**
 * Opens `url` in a new tab of the context with `initScript` run at the start of every document, waits
 * for `expression` (a promise the init script makes) in the loaded page, closes the tab and answers
 * the promise's value.
 */
export async function openAndRead(browser, context, url, initScript, expression) {
  const { targetId } = await browser.send('Target.createTarget', {
    url: 'about:blank',
    browserContextId: context.id,
  });
  try {
    const { sessionId } = await browser.send('Target.attachToTarget', { targetId, flatten: true });
    await browser.send('Page.enable', {}, sessionId);
    await browser.send('Page.addScriptToEvaluateOnNewDocument', { source: initScript }, sessionId);
    await browser.send('Page.navigate', { url }, sessionId);
    // about:blank has no init script (it loaded before it was added): ask until the page that has it
    // answers; a question that meets the document being replaced is asked again.
    const deadline = Date.now() + 60_000;
    while (Date.now() < deadline) {
      const answer = await browser
        .send(
          'Runtime.evaluate',
          {
            expression: `typeof (${expression}) === 'undefined' ? undefined : (${expression})`,
            awaitPromise: true,
            returnByValue: true,
          },
          sessionId,
        )
        .catch(() => null);
      if (answer?.exceptionDetails) {
        throw new Error(answer.exceptionDetails.exception?.description ?? answer.exceptionDetails.text);
      }
      if (answer && answer.result.value !== undefined) return answer.result.value;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    throw new Error(`${url}: ${expression} did not settle within 60 s`);
  } finally {
    await browser.send('Target.closeTarget', { targetId }).catch(() => undefined);
  }
}
