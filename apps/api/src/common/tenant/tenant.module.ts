import { Global, Module } from '@nestjs/common';
import { TenantContext } from './tenant-context';

/** Global: every module's services ask the same context which salon they act for. */
@Global()
@Module({ providers: [TenantContext], exports: [TenantContext] })
export class TenantModule {}
