import { Controller } from '@nestjs/common';
import { TsRestHandler, tsRestHandler } from '@ts-rest/nest';
import { contract } from '@salon/contracts';
import type { AuthUser } from '../../common/auth/auth-user';
import { CurrentUser } from '../../common/auth/current-user.decorator';
import { ok } from '../../common/http/envelope';
import { WaitlistService } from './waitlist.service';

/** contract.waitlist: the walk-in queue and its actions. */
@Controller()
export class WaitlistController {
  constructor(private readonly waitlist: WaitlistService) {}

  @TsRestHandler(contract.waitlist)
  handler(@CurrentUser() actor: AuthUser) {
    return tsRestHandler(contract.waitlist, {
      list: async ({ query }) => ({ status: 200, body: ok(await this.waitlist.list(query.status)) }),
      summary: async () => ({ status: 200, body: ok(await this.waitlist.summary()) }),
      create: async ({ body }) => ({ status: 201, body: ok(await this.waitlist.create(actor, body)) }),
      notify: async ({ params }) => ({ status: 200, body: ok(await this.waitlist.notify(params.id)) }),
      seat: async ({ params }) => ({ status: 200, body: ok(await this.waitlist.seat(params.id)) }),
      cancel: async ({ params }) => ({ status: 200, body: ok(await this.waitlist.cancel(params.id)) }),
      noShow: async ({ params }) => ({ status: 200, body: ok(await this.waitlist.noShow(params.id)) }),
      convertToAppointment: async ({ params, body }) => ({ status: 201, body: ok(await this.waitlist.convert(actor, params.id, body)) }),
    });
  }
}
