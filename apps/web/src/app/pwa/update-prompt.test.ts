import { describe, expect, it, vi } from 'vitest';
import { promptForUpdates, type UpdatableWorker } from './update-prompt.ts';

/** A Workbox stand-in whose service worker events the test fires. */
function fakeWorkbox() {
  const listeners: Record<string, (() => void)[]> = {};
  const worker = {
    addEventListener: (type: string, listener: () => void) => (listeners[type] ??= []).push(listener),
    messageSkipWaiting: vi.fn(),
  } satisfies UpdatableWorker;
  const fire = (type: 'waiting' | 'controlling') => listeners[type]?.forEach((listener) => listener());
  return { worker, fire };
}

function setUp() {
  const { worker, fire } = fakeWorkbox();
  let accept: (() => void) | undefined;
  const notify = vi.fn((onAccept: () => void) => (accept = onAccept));
  const reload = vi.fn();
  promptForUpdates(worker, { notify, reload });
  return { worker, fire, notify, reload, accept: () => accept?.() };
}

describe('the update prompt', () => {
  it('says nothing until a new version is installed and waiting', () => {
    const { fire, notify } = setUp();
    fire('controlling');
    expect(notify).not.toHaveBeenCalled();
    fire('waiting');
    expect(notify).toHaveBeenCalledOnce();
  });

  it('on acceptance, tells the waiting version to take over, then reloads once it has', () => {
    const { worker, fire, reload, accept } = setUp();
    fire('waiting');
    accept();
    expect(worker.messageSkipWaiting).toHaveBeenCalledOnce();
    expect(reload).not.toHaveBeenCalled();
    fire('controlling');
    expect(reload).toHaveBeenCalledOnce();
  });

  it('does not reload a page whose user has not accepted', () => {
    const { fire, reload } = setUp();
    fire('waiting');
    fire('controlling');
    expect(reload).not.toHaveBeenCalled();
  });

  it('only reloads when the new version already took over from another tab', () => {
    const { worker, fire, reload, accept } = setUp();
    fire('waiting');
    fire('controlling');
    accept();
    expect(worker.messageSkipWaiting).not.toHaveBeenCalled();
    expect(reload).toHaveBeenCalledOnce();
  });
});
