import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, Unique } from 'typeorm';
import { UserEntity } from '../users/user.entity';

/**
 * One refresh token of a session. Tokens of one sign-in share a family; each use
 * rotates the token, and presenting a rotated one revokes the family.
 * Only the SHA-256 of the token is stored.
 */
@Entity({ name: 'refresh_tokens' })
@Unique('uq_refresh_tokens_hash', ['tokenHash'])
@Index('ix_refresh_tokens_family', ['familyId'])
@Index('ix_refresh_tokens_user', ['userId'])
export class RefreshTokenEntity {
  @PrimaryGeneratedColumn('identity', { name: 'refresh_token_id', generatedIdentity: 'BY DEFAULT', primaryKeyConstraintName: 'pk_refresh_tokens' })
  refreshTokenId: number;

  @Column({ name: 'user_id', type: 'integer' })
  userId: number;

  @ManyToOne(() => UserEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'fk_refresh_tokens_user' })
  user?: UserEntity;

  @Column({ name: 'family_id', type: 'uuid' })
  familyId: string;

  @Column({ name: 'token_hash', type: 'char', length: 64 })
  tokenHash: string;

  @Column({ name: 'remember_me', type: 'boolean', default: false })
  rememberMe: boolean;

  @Column({ name: 'expires_at', type: 'timestamptz' })
  expiresAt: Date;

  @Column({ name: 'rotated_at', type: 'timestamptz', nullable: true })
  rotatedAt: Date | null;

  @Column({ name: 'revoked_at', type: 'timestamptz', nullable: true })
  revokedAt: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
