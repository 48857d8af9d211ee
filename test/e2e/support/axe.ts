import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** The rules checked: WCAG 2.0 and 2.1, levels A and AA (docs/ACCESSIBILITY.md). */
export const WCAG_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** The page's violations of WCAG 2 A/AA as axe finds them, one line per rule and element. */
export async function axeViolations(page: Page, where: string): Promise<string[]> {
  const result = await new AxeBuilder({ page }).withTags(WCAG_AA).analyze();
  return result.violations.flatMap((violation) =>
    violation.nodes.map(
      (node) =>
        `${where}: ${violation.id} (${violation.impact}) at ${node.html.slice(0, 160)}: ${node.failureSummary?.replace(/\s+/g, ' ')}`,
    ),
  );
}
