import { FormActions } from '../../../components/form-actions';
import { useState } from 'react';
import { Modal, Stack, Text, Textarea } from '@mantine/core';
import { PAYMENT_LIMITS, paymentVoidSchema, type Payment } from '@salon/contracts';
import { useReturnFocus } from '../../../components/use-return-focus';
import { formatMoney } from '../../../lib/format/format-money';
import { useContractForm } from '../../../lib/forms/use-contract-form';
import { notify } from '../../../lib/notifications/notify';
import { useVoidPayment } from '../api/use-void-payment';

/** Void a pending payment, or a completed one with no refund; the reason is required and kept on the payment. */
export function VoidPaymentModal({ payment, onClose }: { payment: Payment; onClose: () => void }) {
  useReturnFocus();
  const voidPayment = useVoidPayment();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useContractForm(paymentVoidSchema, { reason: '' });

  const save = form.onSubmit(({ reason }) => {
    setFailure(null);
    voidPayment.mutate(
      { paymentId: payment.payment_id, reason },
      {
        onSuccess: () => {
          notify.success({ title: 'Payment voided', message: `The payment of ${formatMoney(payment.amount)} was voided.` });
          onClose();
        },
        onError: (error) => {
          if (form.showServerErrors(error.details.fieldErrors)) return;
          setFailure(error.message || 'Failed to void payment');
        },
      },
    );
  });

  return (
    <Modal opened onClose={() => !voidPayment.isPending && onClose()} title="Void payment" centered closeButtonProps={{ 'aria-label': 'Close' }}>
      <form onSubmit={save} noValidate>
        <Stack gap="md">
          <Text size="sm">
            Voiding cancels this payment of {formatMoney(payment.amount)}: it no longer counts as money taken. This cannot be undone.
          </Text>
          <Textarea label="Reason" required rows={3} maxLength={PAYMENT_LIMITS.reasonMax} resize="vertical" {...form.getInputProps('reason')} data-autofocus />
          <FormActions failure={failure} saving={voidPayment.isPending} onCancel={onClose} submitLabel="Void Payment" submitColor="red" />
        </Stack>
      </form>
    </Modal>
  );
}
