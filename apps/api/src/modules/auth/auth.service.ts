import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { AUTH_MESSAGES, OWNER_ROLE, type AuthResult, type LoginInput, type RegisterInput, type SessionUser, type TokenPair } from '@salon/contracts';
import { DataSource, type EntityManager } from 'typeorm';
import { DomainError } from '../../common/errors/domain-error';
import { DEFAULT_SALON_ID, SessionSalons } from '../salons';
import { SettingsService } from '../settings';
import { toSessionUser, UserAccountsService, type AccountWithRoles } from '../users';
import { PasswordHasher } from './password-hasher';
import { SessionTokensService } from './session-tokens.service';
import { PasswordPolicyCheck } from './password-policy-check';
import { accountFromAddressRule, accountRef, RegistrationThrottle, SignInThrottle } from './sign-in-throttle';

/** Registration decides "first account ever" under this lock, so two at once cannot both become owner. */
const REGISTRATION_LOCK_KEY = 72_616_002;
export const NEW_ACCOUNT_ROLE = 'staff';

@Injectable()
export class AuthService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly accounts: UserAccountsService,
    private readonly hasher: PasswordHasher,
    private readonly tokens: SessionTokensService,
    private readonly throttle: SignInThrottle,
    private readonly registrations: RegistrationThrottle,
    private readonly salons: SessionSalons,
    private readonly settings: SettingsService,
    private readonly passwordPolicy: PasswordPolicyCheck,
  ) {}

  /**
   * The session's user with their salon: the time zone the web reads "today" in, the currency,
   * date and time formats it writes money, dates and times in (settings › general), and the
   * minutes without input after which it signs out (settings › security).
   */
  private async sessionUser(account: AccountWithRoles, manager?: EntityManager): Promise<SessionUser> {
    const salon = await this.salons.of(account.user.salonId, manager);
    const { general, security } = await this.settings.ofSalon(account.user.salonId, manager);
    const { currency, dateFormat, timeFormat } = general;
    return { ...toSessionUser(account), salon: { ...salon, currency, dateFormat, timeFormat, sessionTimeout: security.sessionTimeout } };
  }

  async login(input: LoginInput, address: string): Promise<AuthResult> {
    // Counted by the account, not the typed text: its username and e-mail share one count.
    const user = await this.accounts.findForSignIn(input.username);
    const account = accountRef(user?.userId, input.username);
    // The account's salon decides how many tries it gets and how long it is then locked (settings › security).
    const loginAttempts = (await this.settings.ofSalon(user?.salonId ?? DEFAULT_SALON_ID)).security.loginAttempts;
    // Counted before the password is checked, so wrong passwords sent at once get no more tries than the limit.
    const attempt = await this.throttle.take(account, address, accountFromAddressRule(loginAttempts));
    const passwordOk = await this.hasher.verify(user?.passwordHash ?? null, input.password);
    if (!user || !passwordOk) throw await this.throttle.failed(attempt);
    await this.throttle.succeeded(attempt);
    if (!user.isActive) throw new DomainError('ACCOUNT_INACTIVE', AUTH_MESSAGES.accountInactive);

    const rehash = this.hasher.needsRehash(user.passwordHash) ? await this.hasher.hash(input.password) : undefined;
    return this.dataSource.transaction(async (manager) => {
      await this.accounts.recordSignIn(manager, user.userId, rehash);
      const account = await this.accounts.withRoles(user, manager);
      const pair = await this.tokens.startSession(manager, account, input.rememberMe ?? false);
      return { ...pair, user: await this.sessionUser(account, manager) };
    });
  }

  /** The first account ever registered owns the salon; later ones start as staff with no permissions. */
  async register(input: RegisterInput, address: string): Promise<AuthResult> {
    await this.registrations.take(address);
    // New accounts join the first salon; its password policy applies on top of the spec's own rule.
    await this.passwordPolicy.check(DEFAULT_SALON_ID, input.password);
    const passwordHash = await this.hasher.hash(input.password);
    return this.dataSource.transaction(async (manager) => {
      await manager.query('SELECT pg_advisory_xact_lock($1)', [REGISTRATION_LOCK_KEY]);
      const email = input.email.toLowerCase();
      if (await this.accounts.findForSignIn(email, manager)) {
        throw new DomainError('EMAIL_TAKEN', AUTH_MESSAGES.emailTaken, { fieldErrors: { email: [AUTH_MESSAGES.emailTaken] } });
      }
      const isFirst = !(await this.accounts.anyExist(manager));
      const user = await this.accounts.create(manager, {
        username: email,
        email,
        firstName: input.firstName,
        lastName: input.lastName,
        passwordHash,
        role: isFirst ? OWNER_ROLE : NEW_ACCOUNT_ROLE,
      });
      const account = await this.accounts.withRoles(user, manager);
      const pair = await this.tokens.startSession(manager, account, false);
      return { ...pair, user: await this.sessionUser(account, manager) };
    });
  }

  refresh(refreshToken: string, idleSeconds?: number): Promise<TokenPair> {
    return this.tokens.rotate(refreshToken, idleSeconds);
  }

  async logout(refreshToken: string | undefined): Promise<void> {
    if (refreshToken) await this.tokens.revokeByToken(refreshToken);
  }

  async me(userId: number): Promise<SessionUser> {
    const account = await this.accounts.findWithRoles(userId);
    if (!account || !account.user.isActive) throw new DomainError('UNAUTHENTICATED', AUTH_MESSAGES.unauthenticated);
    return this.sessionUser(account);
  }
}
