import { z } from 'zod';
import { localToday, optionalDate, optionalEmail, optionalNumber, optionalPhone, optionalText, requiredText } from '../common/fields';
import { isActiveQuerySchema, listQuerySchema, rowsAndCount } from '../common/pagination';
import { dateSchema, idSchema, singleLineText, timeOfDaySchema } from '../common/primitives';
import { can, type PermissionHolder } from '../permissions';

/** Spec part 1 §3, Employee. */
export const POSITIONS = [
  'stylist',
  'colorist',
  'barber',
  'nail_technician',
  'esthetician',
  'massage_therapist',
  'manager',
  'receptionist',
  'assistant',
  'other',
] as const;
export type Position = (typeof POSITIONS)[number];

export const EMPLOYMENT_TYPES = ['full_time', 'part_time', 'contract', 'temporary'] as const;
export type EmploymentType = (typeof EMPLOYMENT_TYPES)[number];

/** Bounds of spec part 1 §9 (Employee). */
export const EMPLOYEE_LIMITS = {
  nameMin: 2,
  nameMax: 50,
  hourlyRateMax: 200,
  commissionRateMax: 100,
  yearsExperienceMax: 50,
  ageMin: 16,
  ageMax: 100,
} as const;

const employeeName = (requiredMessage: string, label: string) =>
  requiredText(
    requiredMessage,
    z
      .string()
      .min(EMPLOYEE_LIMITS.nameMin, `${label} must be between 2 and 50 characters`)
      .max(EMPLOYEE_LIMITS.nameMax, `${label} must be between 2 and 50 characters`),
  );

/** The age "computed from the year difference" (spec part 1 §5), as of `today`. */
export const ageInYears = (dateOfBirth: string, today: string) => Number(today.slice(0, 4)) - Number(dateOfBirth.slice(0, 4));

export const AGE_MESSAGE = 'Employee must be between 16 and 100 years old';
export const HIRE_DATE_FUTURE_MESSAGE = 'Hire date cannot be in the future';

export const employeeInputSchema = z.object({
  first_name: employeeName('First name is required', 'First name'),
  last_name: employeeName('Last name is required', 'Last name'),
  email: optionalEmail('Please enter a valid email address'),
  phone: optionalPhone(),
  date_of_birth: optionalDate().refine((value) => {
    if (value === null) return true;
    const age = ageInYears(value, localToday());
    return age >= EMPLOYEE_LIMITS.ageMin && age <= EMPLOYEE_LIMITS.ageMax;
  }, AGE_MESSAGE),
  address: optionalText(300, 'Address', 'free'),
  position: z.enum(POSITIONS, { errorMap: () => ({ message: 'Position is required' }) }),
  hire_date: z
    .string({ required_error: 'Hire date is required', invalid_type_error: 'Hire date is required' })
    .min(1, 'Hire date is required')
    .pipe(dateSchema)
    .refine((value) => value <= localToday(), HIRE_DATE_FUTURE_MESSAGE),
  hourly_rate: optionalNumber({ min: 0, max: EMPLOYEE_LIMITS.hourlyRateMax, message: 'Hourly rate must be between $0 and $200', cents: true }),
  commission_rate: optionalNumber({ min: 0, max: EMPLOYEE_LIMITS.commissionRateMax, message: 'Commission rate must be between 0% and 100%', cents: true }),
  employment_type: z.enum(EMPLOYMENT_TYPES, { errorMap: () => ({ message: 'Employment type is required' }) }).default('full_time'),
  is_active: z.boolean({ invalid_type_error: 'is_active must be true or false' }).default(true),
  specializations: optionalText(500, 'Specializations'),
  certifications: optionalText(500, 'Certifications', 'free'),
  years_experience: optionalNumber({
    min: 0,
    max: EMPLOYEE_LIMITS.yearsExperienceMax,
    message: 'Years of experience must be between 0 and 50',
    integer: true,
  }),
  emergency_contact_name: optionalText(100, 'Emergency contact name'),
  emergency_contact_phone: optionalPhone(),
  notes: optionalText(2000, 'Notes', 'free'),
});
export type EmployeeInput = z.infer<typeof employeeInputSchema>;

/** PUT replaces the details; the status changes through PATCH /status or an explicit is_active. */
export const employeeUpdateSchema = employeeInputSchema.extend({
  is_active: z.boolean({ invalid_type_error: 'is_active must be true or false' }).optional(),
});
export type EmployeeUpdate = z.infer<typeof employeeUpdateSchema>;

export const employeeSchema = z.object({
  employee_id: idSchema,
  salon_id: idSchema,
  first_name: z.string(),
  last_name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  date_of_birth: z.string().nullable(),
  address: z.string().nullable(),
  position: z.enum(POSITIONS),
  hire_date: z.string(),
  /** Pay is private: both rates are left out for readers without employees:update (see seesPay). */
  hourly_rate: z.number().nullable().optional(),
  commission_rate: z.number().nullable().optional(),
  employment_type: z.enum(EMPLOYMENT_TYPES),
  is_active: z.boolean(),
  specializations: z.string().nullable(),
  certifications: z.string().nullable(),
  years_experience: z.number().int().nullable(),
  emergency_contact_name: z.string().nullable(),
  emergency_contact_phone: z.string().nullable(),
  notes: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Employee = z.infer<typeof employeeSchema>;

/** Who may read an employee's hourly and commission rates: those who may change them. */
export const seesPay = (user: PermissionHolder) => can(user, 'employees:update');

export const EMPLOYEE_SORTABLE = ['first_name', 'last_name', 'position', 'email', 'phone', 'hire_date', 'is_active', 'created_at'] as const;
/** The data layer's page size (spec part 1 §7); list screens ask for 10. */
export const EMPLOYEE_DEFAULT_LIMIT = 20;

export const employeeListQuerySchema = listQuerySchema(EMPLOYEE_SORTABLE, { limit: EMPLOYEE_DEFAULT_LIMIT, sortBy: 'last_name' }).extend({
  is_active: isActiveQuerySchema.optional(),
  position: z.enum(POSITIONS, { message: `position must be one of: ${POSITIONS.join(', ')}` }).optional(),
});
export type EmployeeListQuery = z.infer<typeof employeeListQuerySchema>;
export const employeeListSchema = rowsAndCount(employeeSchema);

export const employeeStatusSchema = z.object({ is_active: z.boolean({ required_error: 'is_active is required' }) });

export const employeeSearchQuerySchema = z.object({
  q: singleLineText({ required_error: 'q is required' }).min(1, 'q is required').max(100, 'q must be at most 100 characters'),
  limit: z.coerce.number({ message: 'limit must be a number' }).int('limit must be a whole number').min(1, 'limit must be at least 1').max(100, 'limit must be at most 100').default(10),
});

/** Days of the week as the schedule stores them: 0 Sunday to 6 Saturday (JavaScript's getDay). */
export const WEEK_DAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

const breakTime = z.preprocess((value) => (value === '' || value === undefined ? null : value), timeOfDaySchema.nullable());

/** One working day of an employee's week; a day without a row is a day off. */
export const scheduleDayInputSchema = z
  .object({
    day_of_week: z
      .number({ required_error: 'Day of week is required', invalid_type_error: 'Day of week must be 0 (Sunday) to 6 (Saturday)' })
      .int('Day of week must be 0 (Sunday) to 6 (Saturday)')
      .min(0, 'Day of week must be 0 (Sunday) to 6 (Saturday)')
      .max(6, 'Day of week must be 0 (Sunday) to 6 (Saturday)'),
    start_time: z.string({ required_error: 'Start time is required' }).min(1, 'Start time is required').pipe(timeOfDaySchema),
    end_time: z.string({ required_error: 'End time is required' }).min(1, 'End time is required').pipe(timeOfDaySchema),
    break_start: breakTime,
    break_end: breakTime,
  })
  .superRefine((day, ctx) => {
    const isTime = (value: unknown): value is string => timeOfDaySchema.safeParse(value).success;
    // Compare only what is well formed; a malformed time already has its own message.
    if (!isTime(day.start_time) || !isTime(day.end_time)) return;
    if (day.end_time <= day.start_time) {
      ctx.addIssue({ code: 'custom', path: ['end_time'], message: 'End time must be after start time' });
      return;
    }
    // Forms check these rules on raw values too, where "no break" is a blank text.
    const breakStart = day.break_start || null;
    const breakEnd = day.break_end || null;
    if ((breakStart === null) !== (breakEnd === null)) {
      ctx.addIssue({ code: 'custom', path: [breakStart === null ? 'break_start' : 'break_end'], message: 'Break start and end are both required for a break' });
      return;
    }
    if (breakStart !== null && breakEnd !== null) {
      if (breakEnd <= breakStart) {
        ctx.addIssue({ code: 'custom', path: ['break_end'], message: 'Break end must be after break start' });
      } else if (breakStart < day.start_time || breakEnd > day.end_time) {
        ctx.addIssue({ code: 'custom', path: ['break_start'], message: 'The break must fall within working hours' });
      }
    }
  });
export type ScheduleDayInput = z.infer<typeof scheduleDayInputSchema>;

export const scheduleDaySchema = z.object({
  schedule_id: idSchema,
  employee_id: idSchema,
  day_of_week: z.number().int().min(0).max(6),
  start_time: z.string(),
  end_time: z.string(),
  break_start: z.string().nullable(),
  break_end: z.string().nullable(),
  updated_at: z.string(),
});
export type ScheduleDay = z.infer<typeof scheduleDaySchema>;

/** The whole week at once: replaces every day; days left out become days off. */
export const weekScheduleInputSchema = z.object({
  schedules: z
    .array(scheduleDayInputSchema)
    .max(7, 'A week has at most 7 days')
    .refine((days) => new Set(days.map((day) => day.day_of_week)).size === days.length, 'Each day of the week can appear only once'),
});
export type WeekScheduleInput = z.infer<typeof weekScheduleInputSchema>;
