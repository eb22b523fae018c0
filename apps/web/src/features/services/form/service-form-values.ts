import type { ChangeEvent } from 'react';
import type { Service, serviceInputSchema } from '@salon/contracts';
import type { FormValues } from '../../../lib/forms/form-values';
import type { ContractForm } from '../../../lib/forms/use-contract-form';

export type ServiceFormValues = FormValues<typeof serviceInputSchema>;
export type ServiceFormState = ContractForm<typeof serviceInputSchema>;

const text = (value: string | null | undefined) => value ?? '';
const number = (value: number | null | undefined) => value ?? '';

/** The form's values for a service, or for a new one with the contract's defaults. */
export function serviceFormValues(service?: Service): ServiceFormValues {
  return {
    name: text(service?.name),
    service_type_id: service ? String(service.service_type_id) : '',
    short_description: text(service?.short_description),
    description: text(service?.description),
    is_active: service?.is_active ?? true,
    base_price: number(service?.base_price),
    duration_minutes: number(service?.duration_minutes),
    price_varies: service?.price_varies ?? false,
    min_price: number(service?.min_price),
    max_price: number(service?.max_price),
    requires_consultation: service?.requires_consultation ?? false,
    consultation_duration: number(service?.consultation_duration),
    requires_patch_test: service?.requires_patch_test ?? false,
    patch_test_duration: number(service?.patch_test_duration),
    advance_booking_required: number(service?.advance_booking_required),
    max_advance_booking: number(service?.max_advance_booking),
    cancellation_policy: service?.cancellation_policy ?? 'standard',
    skill_level_required: service?.skill_level_required ?? 'any',
    requires_multiple_staff: service?.requires_multiple_staff ?? false,
    staff_count: number(service?.staff_count),
    preferred_time_slots: service?.preferred_time_slots ?? 'anytime',
    concurrent_services_allowed: service?.concurrent_services_allowed ?? false,
    allows_add_ons: service?.allows_add_ons ?? false,
    suggested_add_ons: text(service?.suggested_add_ons),
    customization_options: text(service?.customization_options),
    products_included: text(service?.products_included),
    products_optional: text(service?.products_optional),
    preparation_instructions: text(service?.preparation_instructions),
    aftercare_instructions: text(service?.aftercare_instructions),
    booking_notes: text(service?.booking_notes),
    internal_notes: text(service?.internal_notes),
    tags: service?.tags ?? [],
  };
}

type SwitchField = 'price_varies' | 'requires_consultation' | 'requires_patch_test' | 'requires_multiple_staff' | 'allows_add_ons';
type DependentField = 'min_price' | 'max_price' | 'consultation_duration' | 'patch_test_duration' | 'staff_count' | 'suggested_add_ons';

/**
 * A switch whose inputs show only while it is on. Switching it off empties them, so a
 * hidden value is neither saved nor the reason for a message nobody can see.
 */
export function switchWithDependents(form: ServiceFormState, name: SwitchField, dependents: DependentField[]) {
  return {
    name,
    checked: form.values[name],
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      const on = event.currentTarget.checked;
      form.setFieldValue(name, on);
      if (!on) dependents.forEach((field) => form.setFieldValue(field, ''));
    },
  };
}
