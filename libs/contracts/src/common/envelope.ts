import { z } from 'zod';
import { ERROR_CODES } from './error-codes';

/** `{ success: true, data }`: the shape of every successful answer (DECISIONS §2). */
export const successEnvelope = <T extends z.ZodTypeAny>(data: T) =>
  z.object({
    success: z.literal(true),
    data,
    message: z.string().optional(),
  });

export type SuccessEnvelope<T> = { success: true; data: T; message?: string };

export const fieldErrorsSchema = z.record(z.string(), z.array(z.string()));
export type FieldErrors = z.infer<typeof fieldErrorsSchema>;

/** `{ success: false, status, code, message, details }`: the shape of every failure. */
export const errorEnvelopeSchema = z.object({
  success: z.literal(false),
  status: z.number().int(),
  code: z.enum(ERROR_CODES),
  message: z.string(),
  details: z
    .object({ fieldErrors: fieldErrorsSchema.optional() })
    .catchall(z.unknown())
    .optional(),
});

export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;
