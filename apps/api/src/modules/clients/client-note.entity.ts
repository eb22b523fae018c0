import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { SalonEntity } from '../salons/salon.entity';
import { UserEntity } from '../users/user.entity';
import { ClientEntity } from './client.entity';

@Entity({ name: 'client_notes' })
@Index('ix_client_notes_client_created_at', ['client_id', 'created_at'])
export class ClientNoteEntity {
  @PrimaryGeneratedColumn('identity', { name: 'note_id', generatedIdentity: 'BY DEFAULT', primaryKeyConstraintName: 'pk_client_notes' })
  note_id: number;

  @Column({ type: 'integer', default: 1 })
  salon_id: number;

  @ManyToOne(() => SalonEntity, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'salon_id', foreignKeyConstraintName: 'fk_client_notes_salon' })
  salon?: SalonEntity;

  @Column({ type: 'integer' })
  client_id: number;

  // A client's notes go with the client.
  @ManyToOne(() => ClientEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'client_id', foreignKeyConstraintName: 'fk_client_notes_client' })
  client?: ClientEntity;

  @Column({ type: 'varchar', length: 2000 })
  note_text: string;

  // A health and safety alert, marked by staff: shown first and in red wherever the notes are read.
  @Column({ type: 'boolean', default: false })
  is_alert: boolean;

  @Column({ type: 'integer', nullable: true })
  created_by: number | null;

  // Notes outlive the account that wrote them.
  @ManyToOne(() => UserEntity, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'created_by', foreignKeyConstraintName: 'fk_client_notes_author' })
  author?: UserEntity | null;

  @CreateDateColumn({ type: 'timestamptz' })
  created_at: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updated_at: Date;
}
