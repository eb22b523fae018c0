import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, Unique } from 'typeorm';
import { UserEntity } from '../users/user.entity';

/** A single-use password reset link, valid one hour; only its SHA-256 is stored. */
@Entity({ name: 'password_reset_tokens' })
@Unique('uq_password_reset_tokens_hash', ['tokenHash'])
@Index('ix_password_reset_tokens_user', ['userId'])
export class PasswordResetTokenEntity {
  @PrimaryGeneratedColumn('identity', {
    name: 'password_reset_token_id',
    generatedIdentity: 'BY DEFAULT',
    primaryKeyConstraintName: 'pk_password_reset_tokens',
  })
  passwordResetTokenId: number;

  @Column({ name: 'user_id', type: 'integer' })
  userId: number;

  @ManyToOne(() => UserEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'fk_password_reset_tokens_user' })
  user?: UserEntity;

  @Column({ name: 'token_hash', type: 'char', length: 64 })
  tokenHash: string;

  @Column({ name: 'expires_at', type: 'timestamptz' })
  expiresAt: Date;

  @Column({ name: 'used_at', type: 'timestamptz', nullable: true })
  usedAt: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
