import { Button, Checkbox, MantineProvider, NumberInput, Select, TextInput } from '@mantine/core';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { z } from 'zod';
import { useContractForm } from './use-contract-form';
import { chooseOption } from '../../testing/user-actions';

/** Compares two fields; reads raw form values. */
function quietNeedsQuiet(values: { note: unknown; quiet: unknown }, ctx: z.RefinementCtx) {
  if (values.note === 'quiet' && values.quiet !== true) ctx.addIssue({ code: 'custom', path: ['note'], message: 'Tick quiet for a quiet note' });
}

const bookingSchema = z
  .object({
    name: z.string().trim().min(1, 'Name is required'),
    guests: z.preprocess((value) => (value === '' ? undefined : value), z.number({ required_error: 'Guests is required' }).max(8, 'At most 8 guests')),
    room: z.enum(['garden', 'salon'], { message: 'Room is required' }),
    quiet: z.boolean(),
    note: z.string().max(5, 'Note must be at most 5 characters'),
  })
  .superRefine(quietNeedsQuiet);

type Booking = z.output<typeof bookingSchema>;

function BookingForm({ onBooked, serverErrors }: { onBooked: (booking: Booking) => void; serverErrors?: Record<string, string[]> }) {
  const form = useContractForm(bookingSchema, { name: '', guests: '', room: '' as 'garden', quiet: false, note: '' }, { rules: [quietNeedsQuiet] });
  return (
    <form
      noValidate
      onSubmit={form.onSubmit((booking) => {
        if (serverErrors) form.showServerErrors(serverErrors);
        else onBooked(booking);
      })}
    >
      <TextInput label="Name" {...form.getInputProps('name')} />
      <NumberInput label="Guests" {...form.getInputProps('guests')} />
      <Select label="Room" clearable clearButtonProps={{ 'aria-label': 'Clear room' }} data={['garden', 'salon']} {...form.getSelectProps('room')} />
      <Checkbox label="Quiet" {...form.getInputProps('quiet', { type: 'checkbox' })} />
      <TextInput label="Note" {...form.getInputProps('note')} />
      <output aria-label="room value">{JSON.stringify(form.values.room)}</output>
      <Button type="submit">Book</Button>
    </form>
  );
}

function renderForm(props: Partial<Parameters<typeof BookingForm>[0]> = {}) {
  const onBooked = vi.fn();
  render(
    <MantineProvider>
      <BookingForm onBooked={onBooked} {...props} />
    </MantineProvider>,
  );
  return { onBooked, user: userEvent.setup() };
}


describe('a contract form', () => {
  it('checks a field when it loses focus and clears its message when it is edited', async () => {
    const { user } = renderForm();

    await user.click(screen.getByLabelText('Name'));
    await user.tab();
    expect(screen.getByText('Name is required')).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText('Guests is required')).not.toBeInTheDocument();

    await user.type(screen.getByLabelText('Name'), 'M');
    expect(screen.queryByText('Name is required')).not.toBeInTheDocument();
  });

  it("shows the contract's cross-field rule while other fields are still blank", async () => {
    const { user } = renderForm();

    await user.type(screen.getByLabelText('Note'), 'quiet');
    await user.tab();

    expect(screen.getByText('Tick quiet for a quiet note')).toBeInTheDocument();
  });

  it('refuses an invalid submit with every message and focuses the first field to fix', async () => {
    const { user, onBooked } = renderForm();

    await user.type(screen.getByLabelText('Name'), 'Maya');
    await user.type(screen.getByLabelText('Note'), 'too long');
    await user.click(screen.getByRole('button', { name: 'Book' }));

    expect(screen.getByText('Guests is required')).toBeInTheDocument();
    expect(screen.getByText('Room is required')).toBeInTheDocument();
    expect(screen.getByText('Note must be at most 5 characters')).toBeInTheDocument();
    expect(screen.queryByText('Name is required')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Guests')).toHaveFocus());
    expect(onBooked).not.toHaveBeenCalled();
  });

  it('hands over what the schema parsed', async () => {
    const { user, onBooked } = renderForm();

    await user.type(screen.getByLabelText('Name'), '  Maya ');
    await user.type(screen.getByLabelText('Guests'), '3');
    await chooseOption('Room', 'salon', { user: user });
    await user.click(screen.getByRole('checkbox', { name: 'Quiet' }));
    await user.click(screen.getByRole('button', { name: 'Book' }));

    expect(onBooked).toHaveBeenCalledWith({ name: 'Maya', guests: 3, room: 'salon', quiet: true, note: '' });
  });

  it("keeps a cleared choice blank (''), as the form began", async () => {
    const { user } = renderForm();
    const clearButton = () => screen.queryByRole('button', { name: 'Clear room', hidden: true });
    expect(clearButton()).not.toBeInTheDocument();

    await chooseOption('Room', 'garden', { user: user });
    expect(screen.getByLabelText('room value')).toHaveTextContent('"garden"');
    await user.click(clearButton()!);

    expect(screen.getByLabelText('room value')).toHaveTextContent('""');
  });

  it("puts the API's field errors at their fields and focuses the first; others are not the form's", async () => {
    const { user } = renderForm({ serverErrors: { note: ['Note is not allowed'], salon_id: ['Unknown salon'] } });

    await user.type(screen.getByLabelText('Name'), 'Maya');
    await user.type(screen.getByLabelText('Guests'), '2');
    await chooseOption('Room', 'garden', { user: user });
    await user.click(screen.getByRole('button', { name: 'Book' }));

    expect(await screen.findByText('Note is not allowed')).toBeInTheDocument();
    expect(screen.queryByText('Unknown salon')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Note')).toHaveFocus());
  });
});
