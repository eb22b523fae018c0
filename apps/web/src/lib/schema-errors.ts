import { z } from 'zod';

export type FieldMessages = Record<string, string>;

/**
 * Object-level rules (such as "passwords match") are skipped by zod while any field is
 * invalid, so a form would only show them once everything else is right. Running them
 * directly lets the form show them as soon as the fields they compare are filled in.
 */
function objectRuleIssues(schema: z.ZodTypeAny, values: unknown): z.IssueData[] {
  const issues: z.IssueData[] = [];
  let current: z.ZodTypeAny = schema;
  while (current instanceof z.ZodEffects) {
    const effect = current._def.effect;
    if (effect.type === 'refinement') {
      effect.refinement(values, { addIssue: (issue) => issues.push(issue), path: [] });
    }
    current = current._def.schema;
  }
  return issues;
}

/** The first message of each top-level field, as the form shows them. */
export function schemaFieldErrors(schema: z.ZodTypeAny, values: unknown): FieldMessages {
  const messages: FieldMessages = {};
  const add = (path: readonly (string | number)[] | undefined, message: string | undefined) => {
    const field = path?.[0];
    if (typeof field === 'string' && message && !(field in messages)) messages[field] = message;
  };
  const result = schema.safeParse(values);
  if (!result.success) result.error.issues.forEach((issue) => add(issue.path, issue.message));
  objectRuleIssues(schema, values).forEach((issue) => add(issue.path, issue.message));
  return messages;
}
