import { useState } from 'react';
import { Button, Divider, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import type { Receipt } from '@salon/contracts';
import { ErrorCard } from '../../../components/error-card';
import { LoadingSpinner } from '../../../components/loading-spinner';
import { formatMoney } from '../../../lib/format/format-money';
import { notify } from '../../../lib/notifications/notify';
import { usePaymentReceipt } from '../api/use-payment-receipt';
import { useSendReceipt } from '../api/use-send-receipt';
import { printReceipt } from './print-receipt';
import { generatedLine, receiptFacts, receiptTotals, serviceRows } from './receipt-lines';
import classes from './receipt-print.module.css';

const CHANNEL_WORDS = { email: 'by e-mail', sms: 'by text message' } as const;

/** The receipt as it prints: the salon's heading, who and how, the services, the totals. */
function ReceiptView({ receipt }: { receipt: Receipt }) {
  const { salon } = receipt;
  return (
    <Stack gap="md">
      <Stack gap={2}>
        <Title order={3} size="h3">
          {salon.name}
        </Title>
        {[...salon.address_lines, salon.phone, salon.email].filter(Boolean).map((line) => (
          <Text key={line} size="sm">
            {line}
          </Text>
        ))}
      </Stack>
      <Text fw={700}>Receipt {receipt.receipt_id}</Text>
      <Table variant="vertical" withRowBorders={false} verticalSpacing={2} aria-label="Receipt details">
        <Table.Tbody>
          {receiptFacts(receipt).map(({ label, value }) => (
            <Table.Tr key={label}>
              <Table.Th w={160}>{label}</Table.Th>
              <Table.Td>{value}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Table aria-label="Receipt services" withTableBorder>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Service</Table.Th>
            <Table.Th ta="right">Price</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {serviceRows(receipt).map((row, index) => (
            <Table.Tr key={`${row.name}-${index}`}>
              <Table.Td>{row.name}</Table.Td>
              <Table.Td ta="right">{row.price === null ? '' : formatMoney(row.price)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Table variant="vertical" withRowBorders={false} verticalSpacing={2} maw={320} ml="auto" aria-label="Receipt totals">
        <Table.Tbody>
          {receiptTotals(receipt).map(({ label, value, strong }) => (
            <Table.Tr key={label} fw={strong ? 700 : undefined}>
              <Table.Th>{label}</Table.Th>
              <Table.Td ta="right">{value}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {receipt.notes && <Text size="sm">Notes: {receipt.notes}</Text>}
      <Divider />
      <Text size="xs" c="dimmed">
        {generatedLine(receipt)}
      </Text>
    </Stack>
  );
}

/**
 * A payment's receipt (GET /payments/{id}/receipt) with Print (only the receipt prints),
 * Download PDF (built in the browser) and, for those who take payments, Send to client.
 */
export function PaymentReceiptSection({ paymentId, canSend }: { paymentId: number; canSend: boolean }) {
  const receipt = usePaymentReceipt(paymentId);
  const send = useSendReceipt();
  const [building, setBuilding] = useState(false);

  const download = async (data: Receipt) => {
    setBuilding(true);
    try {
      // jsPDF and the font are large: they load only when a receipt is downloaded.
      const { downloadReceiptPdf } = await import('./receipt-pdf');
      await downloadReceiptPdf(data);
    } catch {
      notify.error({ title: 'Could not build the PDF', message: 'Please try again.' });
    } finally {
      setBuilding(false);
    }
  };

  const sendToClient = () =>
    send.mutate(paymentId, {
      onSuccess: ({ channel, recipient }) => notify.success({ title: 'Receipt sent to client', message: `Sent ${CHANNEL_WORDS[channel]} to ${recipient}.` }),
      onError: (error) => notify.error({ title: 'Receipt not sent', message: error.message }),
    });

  let body;
  if (receipt.isError) {
    body = <ErrorCard title="Error loading receipt" message={receipt.error.message} onRetry={() => void receipt.refetch()} retrying={receipt.isFetching} />;
  } else if (!receipt.data) {
    body = <LoadingSpinner label="Loading receipt" />;
  } else {
    const data = receipt.data;
    body = (
      <Stack gap="md">
        <Group gap="sm" className={classes.screenOnly}>
          <Button variant="default" onClick={printReceipt}>
            Print
          </Button>
          <Button variant="default" loading={building} onClick={() => void download(data)}>
            Download PDF
          </Button>
          {canSend && (
            <Button variant="light" loading={send.isPending} onClick={sendToClient}>
              Send to client
            </Button>
          )}
        </Group>
        <ReceiptView receipt={data} />
      </Stack>
    );
  }

  return (
    <Paper component="section" aria-labelledby="payment-receipt-title" withBorder radius="md" p={{ base: 'md', sm: 'lg' }} className={classes.receipt}>
      <Stack gap="md">
        <Title id="payment-receipt-title" order={2} size="h4" className={classes.screenOnly}>
          Receipt
        </Title>
        {body}
      </Stack>
    </Paper>
  );
}
