import { describe, expect, it } from 'vitest';
import { ageInYears, employeeInputSchema, scheduleDayInputSchema } from './employees.schemas';

describe('ageInYears', () => {
  it('is the difference of the years, as the spec computes it', () => {
    expect(ageInYears('2010-12-31', '2026-01-01')).toBe(16);
    expect(ageInYears('1926-01-01', '2026-12-31')).toBe(100);
  });
});

describe('employeeInputSchema', () => {
  const valid = { first_name: 'Sofia', last_name: 'Marino', position: 'stylist', hire_date: '2020-01-01', employment_type: 'full_time' };

  it('turns blanks into nulls and numeric text into numbers', () => {
    const parsed = employeeInputSchema.parse({ ...valid, email: '', hourly_rate: '28.50', years_experience: '' });
    expect(parsed).toMatchObject({ email: null, hourly_rate: 28.5, years_experience: null });
  });

  it('ignores spaces in phone numbers', () => {
    expect(employeeInputSchema.safeParse({ ...valid, phone: '+1 212 555 0181' }).success).toBe(true);
  });

  it('refuses fractional years of experience', () => {
    const result = employeeInputSchema.safeParse({ ...valid, years_experience: 2.5 });
    expect(result.success || result.error.flatten().fieldErrors.years_experience).toEqual(['Years of experience must be between 0 and 50']);
  });
});

describe('scheduleDayInputSchema', () => {
  it('treats blank break times as no break', () => {
    expect(scheduleDayInputSchema.parse({ day_of_week: 1, start_time: '09:00', end_time: '17:00', break_start: '', break_end: '' })).toMatchObject({
      break_start: null,
      break_end: null,
    });
  });

  it('asks for a start time before comparing anything', () => {
    const result = scheduleDayInputSchema.safeParse({ day_of_week: 1, start_time: '', end_time: '17:00', break_start: null, break_end: null });
    expect(result.success || result.error.flatten().fieldErrors).toEqual({ start_time: ['Start time is required'] });
  });

  it('checks raw form values too, where no break is blank text', () => {
    const issues: string[] = [];
    const check = scheduleDayInputSchema._def.effect;
    if (check.type !== 'refinement') throw new Error('expected a refinement');
    check.refinement({ day_of_week: 1, start_time: '09:00', end_time: '17:00', break_start: '', break_end: '' }, {
      addIssue: (issue: { message?: string }) => issues.push(String(issue.message)),
      path: [],
    } as never);
    expect(issues).toEqual([]);
  });
});
