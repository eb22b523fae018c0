import { FormActions } from '../../../components/form-actions';
import { useState } from 'react';
import { Modal, NumberInput, Select, Stack, Textarea, TextInput } from '@mantine/core';
import { PAYMENT_LIMITS, PAYMENT_METHODS, paymentUpdateSchema, type Payment } from '@salon/contracts';
import { useReturnFocus } from '../../../components/use-return-focus';
import { useContractForm } from '../../../lib/forms/use-contract-form';
import { notify } from '../../../lib/notifications/notify';
import { useUpdatePayment } from '../api/use-update-payment';
import { paymentMethodLabel } from '../shared/payment-labels';
import { currencySymbol } from '../../../lib/format/format-money';

const METHOD_OPTIONS = PAYMENT_METHODS.map((method) => ({ value: method, label: paymentMethodLabel(method) }));

/**
 * Corrects a payment's reference and notes; while it is pending (no money taken yet) also its
 * amount and method, which the API refuses to change afterwards.
 */
export function EditPaymentModal({ payment, onClose }: { payment: Payment; onClose: () => void }) {
  useReturnFocus();
  const update = useUpdatePayment();
  const pending = payment.payment_status === 'pending';
  const [failure, setFailure] = useState<string | null>(null);
  const form = useContractForm(paymentUpdateSchema, {
    amount: payment.amount,
    payment_method: payment.payment_method,
    transaction_reference: payment.transaction_reference ?? '',
    notes: payment.notes ?? '',
  });

  const save = form.onSubmit(({ amount, payment_method, transaction_reference, notes }) => {
    setFailure(null);
    const input = pending ? { amount, payment_method, transaction_reference, notes } : { transaction_reference, notes };
    update.mutate(
      { paymentId: payment.payment_id, input },
      {
        onSuccess: () => {
          notify.success({ title: 'Payment updated', message: 'The payment was saved.' });
          onClose();
        },
        onError: (error) => {
          if (form.showServerErrors(error.details.fieldErrors)) return;
          setFailure(error.message || 'Failed to update payment');
        },
      },
    );
  });

  return (
    <Modal opened onClose={() => !update.isPending && onClose()} title="Edit payment" centered closeButtonProps={{ 'aria-label': 'Close' }}>
      <form onSubmit={save} noValidate>
        <Stack gap="md">
          {pending && (
            <>
              <NumberInput label="Amount" required prefix={currencySymbol()} min={0} step={0.01} decimalScale={2} fixedDecimalScale hideControls allowNegative={false} thousandSeparator="," {...form.getInputProps('amount')} />
              <Select label="Payment method" required data={METHOD_OPTIONS} allowDeselect={false} {...form.getSelectProps('payment_method')} />
            </>
          )}
          <TextInput label="Transaction reference" maxLength={PAYMENT_LIMITS.referenceMax} {...form.getInputProps('transaction_reference')} data-autofocus />
          <Textarea label="Notes" rows={3} maxLength={PAYMENT_LIMITS.notesMax} resize="vertical" {...form.getInputProps('notes')} />
          <FormActions failure={failure} saving={update.isPending} onCancel={onClose} submitLabel="Save" />
        </Stack>
      </form>
    </Modal>
  );
}
