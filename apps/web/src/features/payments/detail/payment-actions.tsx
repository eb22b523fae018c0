import { useState } from 'react';
import { Button, Group } from '@mantine/core';
import type { Payment } from '@salon/contracts';
import { ConfirmModal } from '../../../components/confirm-modal';
import { notify } from '../../../lib/notifications/notify';
import { useProcessPayment, type ProcessOutcome } from '../api/use-process-payment';
import type { PaymentActionRights } from './payment-action-rules';
import { EditPaymentModal } from './edit-payment-modal';
import { RefundPaymentModal } from './refund-payment-modal';
import { VoidPaymentModal } from './void-payment-modal';

type OpenDialog = 'edit' | 'refund' | 'void' | 'fail' | null;

const PROCESSED = { completed: 'Payment completed', failed: 'Payment marked as failed' } as const;

/** The buttons a payment's page offers this user in this state: process a pending one, refund, void, edit. */
export function PaymentActions({ payment, rights }: { payment: Payment; rights: PaymentActionRights }) {
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const process = useProcessPayment();

  const settle = (outcome: ProcessOutcome) =>
    process.mutate(
      { paymentId: payment.payment_id, outcome },
      {
        onSuccess: () => {
          notify.success({ title: PROCESSED[outcome], message: 'The payment was updated.' });
          setDialog(null);
        },
        onError: (error) => {
          notify.error({ title: 'Could not process the payment', message: error.message });
          setDialog(null);
        },
      },
    );

  if (!rights.process && !rights.refund && !rights.void && !rights.edit) return null;
  return (
    <Group gap="sm">
      {rights.process && (
        <>
          <Button loading={process.isPending && process.variables?.outcome === 'completed'} onClick={() => settle('completed')}>
            Mark Completed
          </Button>
          <Button variant="light" color="red" onClick={() => setDialog('fail')}>
            Mark Failed
          </Button>
        </>
      )}
      {rights.refund && (
        <Button variant="light" color="orange" onClick={() => setDialog('refund')}>
          Refund
        </Button>
      )}
      {rights.void && (
        <Button variant="light" color="red" onClick={() => setDialog('void')}>
          Void
        </Button>
      )}

      {rights.edit && (
        <Button variant="default" onClick={() => setDialog('edit')}>
          Edit
        </Button>
      )}

      {dialog === 'edit' && <EditPaymentModal payment={payment} onClose={() => setDialog(null)} />}
      {dialog === 'refund' && <RefundPaymentModal payment={payment} onClose={() => setDialog(null)} />}
      {dialog === 'void' && <VoidPaymentModal payment={payment} onClose={() => setDialog(null)} />}
      <ConfirmModal
        opened={dialog === 'fail'}
        title="Mark payment as failed"
        confirmLabel="Mark Failed"
        danger
        loading={process.isPending}
        onConfirm={() => settle('failed')}
        onClose={() => !process.isPending && setDialog(null)}
      >
        The payment did not go through: it will not count as money taken.
      </ConfirmModal>
    </Group>
  );
}
