import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { classifyTests, TEST_KINDS, testsOfKind } from './test-kinds.mjs';

const kinds = classifyTests(process.cwd());

describe('the Vitest projects (scripts/test-kinds.mjs)', () => {
  it('hold every test file exactly once', () => {
    const all = TEST_KINDS.flatMap((kind) => testsOfKind(kinds, kind));
    expect(new Set(all).size).toBe(all.length);
    expect(all.length).toBe(kinds.size);
    expect(all).toContain('scripts/test-kinds.test.ts');
  });

  it('sort a file by what it imports', () => {
    expect(kinds.get('src/server/pricing/price-lines.test.ts')).toBe('unit');
    expect(kinds.get('src/contracts/money.test.ts')).toBe('unit');
    expect(kinds.get('src/client/features/catalog/components/product-card.test.tsx')).toBe('dom');
    // An app on PGlite through the test kits.
    expect(kinds.get('src/server/http/store/products.test.ts')).toBe('api');
    // A PGlite of its own, migrated step by step.
    expect(kinds.get('src/server/payments/payment-seam-migration.test.ts')).toBe('api');
    // Coupons' budgets under concurrent checkouts on PostgreSQL; order numbers' sequence.
    expect(kinds.get('src/server/coupons/coupons.test.ts')).toBe('postgres');
    expect(kinds.get('src/server/insights/insights.test.ts')).toBe('postgres');
    expect(kinds.get('src/server/previews/compositor/compositor.test.ts')).toBe('media');
    expect(kinds.get('src/server/invoices/invoice-pdf.test.ts')).toBe('media');
    expect(kinds.get('src/server/http/ops-tests/graceful-shutdown.test.ts')).toBe('process');
  });

  it('keep the API routes and jsdom out of the unit project', () => {
    for (const file of testsOfKind(kinds, 'unit')) {
      expect(file).not.toMatch(/^src\/server\/http\/(store|admin|webhooks)\//);
      expect(readFileSync(file, 'utf8')).not.toMatch(/@vitest-environment\s+jsdom/);
    }
  });
});
