import { useState } from 'react';
import { Checkbox, NumberInput, Select, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { checkPaymentRules, PAYMENT_METHODS, PAYMENT_METHOD_LABELS, paymentCreateSchema, type PaymentCreate, type PaymentCreated } from '@salon/contracts';
import { useNavigate } from 'react-router-dom';
import { FormActions } from '../../../components/form-actions';
import { RecordForm } from '../../../components/record-form';
import { SectionCard } from '../../../components/section-card';
import type { ApiError } from '../../../lib/api/api-error';
import { currencySymbol, formatMoney } from '../../../lib/format/format-money';
import { useContractForm } from '../../../lib/forms/use-contract-form';
import { notify } from '../../../lib/notifications/notify';
import { useGoBack } from '../../../lib/routing/use-go-back';
import { AppointmentClientSelect, type ClientChoice } from '../../appointments';
import { changeDue } from './change-due';
import { newIdempotencyKey } from './idempotency-key';
import type { PaymentFormValues } from './payment-form-values';
import { useCreatePayment } from '../api/use-create-payment';

/** What the desk is told when the API gives no message of its own (spec part 2 §8). */
const PAYMENT_FAILED = 'Failed to process payment';

const METHOD_OPTIONS = PAYMENT_METHODS.map((method) => ({ value: method, label: PAYMENT_METHOD_LABELS[method] }));

export const PAYMENT_FORM_TEXTS = {
  success: 'Payment processed successfully',
  receiptSent: 'Receipt sent to client',
  noReceipt: 'No receipt was sent: this client has no e-mail address or phone number.',
  keyReused: 'This payment may already have been taken with other details. Check the payments list before trying again.',
} as const;

/** What the desk is told after a refused or failed payment: the API's own words, or the spec's fallback. */
function failureMessage(error: ApiError): string {
  if (error.code === 'IDEMPOTENCY_KEY_REUSED') return PAYMENT_FORM_TEXTS.keyReused;
  return error.message || PAYMENT_FAILED;
}

/**
 * A refusal the API answered means nothing was charged under this key, so the next attempt
 * (perhaps with other details) takes a new one; with no answer, or a 5xx, the payment may have
 * gone through, so a retry keeps the key and the API returns that payment instead of a second.
 * A reused key (422) keeps it too: something was taken under it.
 */
const refusedOutright = (error: ApiError) => error.status >= 400 && error.status < 500 && error.code !== 'IDEMPOTENCY_KEY_REUSED';

type PaymentFormProps = {
  initialValues: PaymentFormValues;
  /** Set when paying for an appointment: its client is the payment's, and success returns to it. */
  appointmentId?: number;
};

/**
 * The Process Payment form (spec part 2 §2, §5, §8): client (unless an appointment brings one),
 * amount, method, cash tendered with change due for cash or a reference for other methods,
 * notes and a receipt. One Idempotency-Key per form, so a double click or a retry cannot
 * charge twice.
 */
export function PaymentForm({ initialValues, appointmentId }: PaymentFormProps) {
  const navigate = useNavigate();
  const goBack = useGoBack(appointmentId ? `/appointments/${appointmentId}` : '/payments');
  const takePayment = useCreatePayment();
  const form = useContractForm(paymentCreateSchema, initialValues, { rules: [checkPaymentRules] });
  const [client, setClient] = useState<ClientChoice | null>(null);
  const [tendered, setTendered] = useState<number | string>('');
  const [idempotencyKey, setIdempotencyKey] = useState(newIdempotencyKey);
  const [failure, setFailure] = useState<string | null>(null);

  const isCash = form.values.payment_method === 'cash';
  const change = isCash ? changeDue(form.values.amount as number | string, tendered) : null;

  const onTaken = (payment: PaymentCreated, receiptAsked: boolean) => {
    notify.success({ message: PAYMENT_FORM_TEXTS.success });
    if (receiptAsked) {
      if (payment.receipt_sent) notify.info({ message: PAYMENT_FORM_TEXTS.receiptSent });
      else notify.warning({ message: PAYMENT_FORM_TEXTS.noReceipt });
    }
    void navigate(appointmentId ? `/appointments/${appointmentId}` : '/payments');
  };

  const onFailed = (error: ApiError) => {
    const message = failureMessage(error);
    notify.error({ title: 'Payment not processed', message });
    setFailure(message);
    if (error.code === 'VALIDATION_FAILED') form.showServerErrors(error.details.fieldErrors);
    if (refusedOutright(error)) setIdempotencyKey(newIdempotencyKey());
  };

  const submit = form.onSubmit((input: PaymentCreate) => {
    setFailure(null);
    // The reference belongs to card, check and other payments; cash has none (spec part 2 §2).
    const body = isCash ? { ...input, transaction_reference: null } : input;
    takePayment.mutate({ input: body, idempotencyKey }, { onSuccess: (payment) => onTaken(payment, body.send_receipt), onError: onFailed });
  });

  return (
    <RecordForm onSubmit={submit} label="Process payment">
      <Stack gap="lg">
        <SectionCard title="Payment Details">
          {appointmentId === undefined && (
            <AppointmentClientSelect
              client={client}
              onChange={(next) => {
                setClient(next);
                form.setFieldValue('client_id', next ? next.client_id : '');
              }}
              onBlur={() => form.validateField('client_id')}
              error={form.errors.client_id}
            />
          )}
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <NumberInput
              label="Amount"
              required
              leftSection={currencySymbol()}
              min={0}
              step={0.01}
              decimalScale={2}
              fixedDecimalScale
              allowNegative={false}
              hideControls
              {...form.getInputProps('amount')}
            />
            <Select label="Payment method" required data={METHOD_OPTIONS} allowDeselect={false} {...form.getSelectProps('payment_method')} />
          </SimpleGrid>
          {isCash ? (
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              <NumberInput
                label="Cash tendered"
                leftSection={currencySymbol()}
                min={0}
                step={0.01}
                decimalScale={2}
                allowNegative={false}
                hideControls
                value={tendered}
                onChange={setTendered}
              />
              <Text aria-live="polite" fw={600} size="lg" style={{ alignSelf: 'end' }}>
                {change !== null && `Change due ${formatMoney(change)}`}
              </Text>
            </SimpleGrid>
          ) : (
            <TextInput label="Transaction reference" description="Card slip, check number or gift card code" autoComplete="off" {...form.getInputProps('transaction_reference')} />
          )}
          <Textarea label="Notes" rows={2} resize="vertical" {...form.getInputProps('notes')} />
          <Checkbox label="Send receipt to client" {...form.getInputProps('send_receipt', { type: 'checkbox' })} />
        </SectionCard>
        <FormActions failure={failure} saving={takePayment.isPending} onCancel={goBack} submitLabel="Process Payment" />
      </Stack>
    </RecordForm>
  );
}
