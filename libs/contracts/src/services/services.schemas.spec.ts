import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { checkServiceRules, serviceInputSchema, serviceUpdateSchema } from './services.schemas';

const issuesOf = (values: Record<string, unknown>) => {
  const issues: Array<{ path: string; message: string }> = [];
  const ctx = { addIssue: (issue: z.IssueData) => issues.push({ path: String(issue.path?.[0]), message: String(issue.message) }), path: [] } as unknown as z.RefinementCtx;
  checkServiceRules(values, ctx);
  return issues;
};

describe('service rules that compare fields', () => {
  it('read raw form values (text from inputs, blanks) as well as parsed ones', () => {
    expect(issuesOf({ price_varies: true, min_price: '120', max_price: '100' })).toEqual([
      { path: 'min_price', message: 'Minimum price cannot be greater than maximum price' },
    ]);
    expect(issuesOf({ price_varies: true, min_price: '', max_price: '100' })).toEqual([
      { path: 'min_price', message: 'Minimum and maximum prices are required when price varies' },
    ]);
    expect(issuesOf({ requires_consultation: true, consultation_duration: '' })).toEqual([
      { path: 'consultation_duration', message: 'Consultation duration is required when consultation is required' },
    ]);
  });

  it('say nothing while the switches are off', () => {
    expect(issuesOf({ price_varies: false, requires_consultation: false, requires_multiple_staff: false, requires_patch_test: false })).toEqual([]);
  });
});

describe('serviceInputSchema', () => {
  const minimal = { name: 'Cut', service_type_id: '1', base_price: '75.50', duration_minutes: '60' };

  it('takes numbers typed into a form as text', () => {
    const parsed = serviceInputSchema.parse(minimal);
    expect(parsed).toMatchObject({ service_type_id: 1, base_price: 75.5, duration_minutes: 60, min_price: null, tags: [] });
  });

  it('gives one message for a blank required number', () => {
    const result = serviceInputSchema.safeParse({ ...minimal, base_price: '' });
    expect(result.success || result.error.flatten().fieldErrors.base_price).toEqual(['Base price is required']);
  });

  it('lets an update carry one field alone, without applying defaults to the others', () => {
    expect(serviceUpdateSchema.parse({ is_active: false })).toEqual({ is_active: false });
  });
});
