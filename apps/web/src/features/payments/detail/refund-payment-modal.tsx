import { FormActions } from '../../../components/form-actions';
import { useState } from 'react';
import { Modal, NumberInput, Stack, Text, Textarea } from '@mantine/core';
import { z } from 'zod';
import { PAYMENT_LIMITS, PAYMENT_MESSAGES, paymentRefundSchema, type Payment } from '@salon/contracts';
import { useReturnFocus } from '../../../components/use-return-focus';
import type { ApiError } from '../../../lib/api/api-error';
import { currencySymbol, formatMoney } from '../../../lib/format/format-money';
import { useContractForm } from '../../../lib/forms/use-contract-form';
import { notify } from '../../../lib/notifications/notify';
import { useRefundPayment } from '../api/use-refund-payment';
import { newIdempotencyKey } from '../form/idempotency-key';

/** The spec's wording for a payment with nothing left to refund (part 2 §8), whatever the answer's exact text. */
function refundFailure(error: ApiError): string {
  if (error.code === 'ALREADY_REFUNDED' || /already refunded/i.test(error.message)) return PAYMENT_MESSAGES.alreadyRefunded;
  return error.message || 'Failed to refund payment';
}

const toCents = (amount: number) => Math.round(amount * 100);

/** The API's own refusal, shown before asking it: more than what is left (compared in cents). */
const withinRefundable =
  (refundable: number) =>
  ({ amount }: { amount: unknown }, ctx: z.RefinementCtx) => {
    const typed = typeof amount === 'number' ? amount : Number(amount);
    if (amount === '' || !Number.isFinite(typed) || toCents(typed) <= toCents(refundable)) return;
    ctx.addIssue({ code: z.ZodIssueCode.custom, path: ['amount'], message: `Refund cannot exceed ${formatMoney(refundable)} still refundable` });
  };

/**
 * Refund part or all of a payment: the amount starts at what is still refundable, a reason is
 * required. One Idempotency-Key per attempt, kept across a retry after no answer, so a double
 * click or a lost answer cannot refund twice.
 */
export function RefundPaymentModal({ payment, onClose }: { payment: Payment; onClose: () => void }) {
  useReturnFocus();
  const refund = useRefundPayment();
  const [idempotencyKey, setIdempotencyKey] = useState(newIdempotencyKey);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useContractForm(paymentRefundSchema, { amount: payment.refundable_amount, reason: '' }, { rules: [withinRefundable(payment.refundable_amount)] });

  const save = form.onSubmit((input) => {
    setFailure(null);
    refund.mutate(
      { paymentId: payment.payment_id, input, idempotencyKey },
      {
        onSuccess: ({ refund: given }) => {
          notify.success({ title: 'Refund issued', message: `${formatMoney(given.amount)} was refunded.` });
          onClose();
        },
        onError: (error) => {
          // Refused with an answer: nothing was refunded under this key, so the next attempt takes a new one.
          if (error.status >= 400 && error.status < 500 && error.code !== 'IDEMPOTENCY_KEY_REUSED') setIdempotencyKey(newIdempotencyKey());
          if (error.code !== 'ALREADY_REFUNDED' && form.showServerErrors(error.details.fieldErrors)) return;
          setFailure(refundFailure(error));
        },
      },
    );
  });

  return (
    <Modal opened onClose={() => !refund.isPending && onClose()} title="Refund payment" centered closeButtonProps={{ 'aria-label': 'Close' }}>
      <form onSubmit={save} noValidate>
        <Stack gap="md">
          <Text size="sm">
            Paid {formatMoney(payment.amount)}; {formatMoney(payment.refundable_amount)} can still be refunded.
          </Text>
          <NumberInput
            label="Refund amount"
            required
            prefix={currencySymbol()}
            min={0}
            // Not clamped: a typed amount above what is left is said to be too much, never quietly changed.
            clampBehavior="none"
            step={0.01}
            decimalScale={2}
            fixedDecimalScale
            hideControls
            allowNegative={false}
            thousandSeparator=","
            {...form.getInputProps('amount')}
            data-autofocus
          />
          <Textarea label="Reason" required rows={3} maxLength={PAYMENT_LIMITS.reasonMax} resize="vertical" {...form.getInputProps('reason')} />
          <FormActions failure={failure} saving={refund.isPending} onCancel={onClose} submitLabel="Refund" submitColor="red" />
        </Stack>
      </form>
    </Modal>
  );
}
