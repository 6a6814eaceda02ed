import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** The impacts that fail a test (issue 12 §4); minor and moderate ones are not counted. */
const FAILING_IMPACTS: ReadonlySet<string> = new Set(['serious', 'critical']);

export interface AxeFinding {
  /** The page state: its address and when it was checked. */
  state: string;
  rule: string;
  impact: string;
  help: string;
  targets: string[];
}

/** Errors that mean the state under analysis is gone (navigated away, closed): nothing to say. */
function stateIsGone(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error);
  return /Execution context was destroyed|Target page, context or browser has been closed|frame was detached|navigat/i.test(
    message,
  );
}

/**
 * Waits until no transition or finite animation runs: a fading dialog or toast has no contrast to
 * measure yet. Endless ones (spinners, progress bars) never end and do not count.
 */
export async function settled(page: Page): Promise<void> {
  await page.waitForLoadState('load');
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' ||
          animation.effect?.getTiming().iterations === Infinity,
      ),
  );
}

interface ChangeCounter {
  changes: number;
  /** Stops counting; changes not yet reported to the observer are counted too. */
  stop: () => void;
}

/** Starts counting DOM changes and animations in `page` (changes made by the test meanwhile). */
async function startCountingChanges(page: Page): Promise<void> {
  await page.evaluate(() => {
    const counter: ChangeCounter = { changes: 0, stop: () => undefined };
    const observer = new MutationObserver((records) => {
      counter.changes += records.length;
    });
    observer.observe(document, {
      subtree: true,
      childList: true,
      attributes: true,
      characterData: true,
    });
    const onStart = () => {
      counter.changes++;
    };
    document.addEventListener('transitionstart', onStart, true);
    document.addEventListener('animationstart', onStart, true);
    counter.stop = () => {
      counter.changes += observer.takeRecords().length;
      observer.disconnect();
      document.removeEventListener('transitionstart', onStart, true);
      document.removeEventListener('animationstart', onStart, true);
    };
    (window as unknown as { axeAuditCounter?: ChangeCounter }).axeAuditCounter = counter;
  });
}

/** Whether the page changed since `startCountingChanges` (or was replaced: no counter). */
async function changedSinceCounting(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const counter = (window as unknown as { axeAuditCounter?: ChangeCounter }).axeAuditCounter;
    counter?.stop();
    return counter === undefined || counter.changes > 0;
  });
}

const analyses = new WeakMap<Page, Promise<unknown>>();

/**
 * Runs `analysis` once no other axe analysis runs in `page`: axe refuses to run twice in one page
 * at once, and a spec's own check (axe.ts) may meet the audit's check of the page's arrival.
 */
export function oneAxeAtATime<T>(page: Page, analysis: () => Promise<T>): Promise<T> {
  const previous = analyses.get(page) ?? Promise.resolve();
  const next = previous.catch(() => undefined).then(analysis);
  analyses.set(
    page,
    next.catch(() => undefined),
  );
  return next;
}

/**
 * Runs axe on every page state a test reaches (issue 12 §4): each address a watched page goes to
 * (once per path and test, when it has settled) and each open page's final state. Serious and
 * critical findings are collected; the fixture fails the test with them at its end.
 */
export class AxeAudit {
  private readonly findings: AxeFinding[] = [];
  private readonly checkedPaths = new Set<string>();
  private readonly pages: Page[] = [];
  private readonly finished = new Set<Page>();
  private queue: Promise<void> = Promise.resolve();

  watch(page: Page): void {
    this.pages.push(page);
    page.on('framenavigated', (frame) => {
      if (frame !== page.mainFrame()) return;
      const url = new URL(frame.url());
      if (url.protocol === 'about:' || this.checkedPaths.has(url.pathname)) return;
      this.checkedPaths.add(url.pathname);
      // One analysis at a time: axe refuses to run twice in one page at once. The test goes on
      // meanwhile, so a state it changes during the analysis is not judged (see `check`).
      this.queue = this.queue.then(() =>
        this.check(page, `${url.pathname} (on arrival)`, { whileTestRuns: true }),
      );
    });
  }

  /**
   * Checks the current state of `page` now (a spec may call it at a state worth checking).
   * `whileTestRuns`: the test may be changing the page meanwhile (a dialog fading in has no
   * contrast yet); findings of an analysis during which the page changed are dropped, since they
   * describe no state a user sees. The state the page settles in is checked later anyway.
   */
  async check(page: Page, state: string, { whileTestRuns = false } = {}): Promise<void> {
    if (page.isClosed()) return;
    try {
      await settled(page);
      if (whileTestRuns) await startCountingChanges(page);
      const { violations } = await oneAxeAtATime(page, () => new AxeBuilder({ page }).analyze());
      if (whileTestRuns && (await changedSinceCounting(page))) return;
      for (const violation of violations) {
        if (!violation.impact || !FAILING_IMPACTS.has(violation.impact)) continue;
        this.findings.push({
          state,
          rule: violation.id,
          impact: violation.impact,
          help: violation.help,
          targets: violation.nodes.map((node) => node.target.join(' ')),
        });
      }
    } catch (error) {
      // A page the test navigates meanwhile loses the injected axe: that state is gone too.
      if (whileTestRuns || stateIsGone(error)) return;
      // Reported with the findings at the end of the test, not as an unhandled rejection now.
      const help = error instanceof Error ? error.message : String(error);
      this.findings.push({ state, rule: 'axe-failed', impact: 'critical', help, targets: [] });
    }
  }

  /**
   * Waits for the arrival checks, then checks where every open page ended up (once per page:
   * pages of other browser contexts are finished before their context closes).
   */
  async finish(): Promise<AxeFinding[]> {
    await this.queue;
    for (const page of this.pages) {
      if (page.isClosed() || this.finished.has(page) || page.url().startsWith('about:')) continue;
      this.finished.add(page);
      await this.check(page, `${new URL(page.url()).pathname} (at the end)`);
    }
    return this.findings;
  }
}
