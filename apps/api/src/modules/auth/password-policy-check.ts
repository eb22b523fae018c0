import { Injectable } from '@nestjs/common';
import { MESSAGES, passwordPolicyProblems } from '@salon/contracts';
import type { EntityManager } from 'typeorm';
import { DomainError } from '../../common/errors/domain-error';
import { SettingsService } from '../settings';

/**
 * The salon's password policy (settings › security › passwordPolicy), checked wherever a
 * password is set, on top of the spec's own rule for new passwords (at least 10 characters with
 * upper and lower case, a digit and one of @$!%*?&), which the request schemas keep.
 */
@Injectable()
export class PasswordPolicyCheck {
  constructor(private readonly settings: SettingsService) {}

  async check(salonId: number, password: string, manager?: EntityManager): Promise<void> {
    const policy = (await this.settings.ofSalon(salonId, manager)).security.passwordPolicy;
    const problems = passwordPolicyProblems(password, policy);
    if (problems.length) throw new DomainError('VALIDATION_FAILED', MESSAGES.validationFailed, { fieldErrors: { password: problems } });
  }
}
