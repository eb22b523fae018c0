import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { AppointmentNote, AppointmentNoteBody } from '@salon/contracts';
import { DataSource } from 'typeorm';
import type { AuthUser } from '../../common/auth/auth-user';
import { DomainError } from '../../common/errors/domain-error';
import { AppointmentNoteEntity } from './appointment-note.entity';
import { toAppointmentNote } from './appointments.mapper';
import { AppointmentsService } from './appointments.service';

const noteNotFound = () => new DomainError('NOT_FOUND', 'Note not found');

/** Notes on an appointment, newest first; internal ones are for staff only. */
@Injectable()
export class AppointmentNotesService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly appointments: AppointmentsService,
  ) {}

  async list(appointmentId: number, includeInternal: boolean): Promise<AppointmentNote[]> {
    await this.appointments.get(appointmentId);
    const notes = await this.dataSource.manager.find(AppointmentNoteEntity, {
      where: { appointment_id: appointmentId, ...(includeInternal ? {} : { is_internal: false }) },
      relations: { creator: true },
      order: { created_at: 'DESC', note_id: 'DESC' },
    });
    return notes.map(toAppointmentNote);
  }

  async create(author: AuthUser, appointmentId: number, input: AppointmentNoteBody): Promise<AppointmentNote> {
    await this.appointments.get(appointmentId);
    const { identifiers } = await this.dataSource.manager.insert(AppointmentNoteEntity, { ...input, appointment_id: appointmentId, created_by: author.id });
    return this.get(appointmentId, identifiers[0].note_id as number);
  }

  async update(appointmentId: number, noteId: number, input: AppointmentNoteBody): Promise<AppointmentNote> {
    await this.appointments.get(appointmentId);
    const { affected } = await this.dataSource.manager.update(AppointmentNoteEntity, { note_id: noteId, appointment_id: appointmentId }, input);
    if (!affected) throw noteNotFound();
    return this.get(appointmentId, noteId);
  }

  async remove(appointmentId: number, noteId: number): Promise<void> {
    await this.appointments.get(appointmentId);
    const { affected } = await this.dataSource.manager.delete(AppointmentNoteEntity, { note_id: noteId, appointment_id: appointmentId });
    if (!affected) throw noteNotFound();
  }

  private async get(appointmentId: number, noteId: number): Promise<AppointmentNote> {
    const note = await this.dataSource.manager.findOne(AppointmentNoteEntity, { where: { note_id: noteId, appointment_id: appointmentId }, relations: { creator: true } });
    if (!note) throw noteNotFound();
    return toAppointmentNote(note);
  }
}
