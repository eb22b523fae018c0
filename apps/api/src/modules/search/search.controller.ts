import { Controller } from '@nestjs/common';
import { TsRestHandler, tsRestHandler } from '@ts-rest/nest';
import { contract } from '@salon/contracts';
import type { AuthUser } from '../../common/auth/auth-user';
import { CurrentUser } from '../../common/auth/current-user.decorator';
import { ok } from '../../common/http/envelope';
import { SearchService } from './search.service';

@Controller()
export class SearchController {
  constructor(private readonly search: SearchService) {}

  @TsRestHandler(contract.search)
  handler(@CurrentUser() reader: AuthUser) {
    return tsRestHandler(contract.search, {
      search: async ({ query }) => ({ status: 200, body: ok(await this.search.search(query, reader)) }),
    });
  }
}
